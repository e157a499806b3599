import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as toast from "~/lib/toast";
import { ContactForm, messageSentToast, ONLY_SPACES } from "./contact-form";

afterEach(() => vi.restoreAllMocks());

const to = { whatsapp: "0812-4800-1985", email: "sekretariat@gmkiwamena.org" };

function fields() {
  return {
    name: screen.getByLabelText("Nama"),
    email: screen.getByLabelText("Surel"),
    subject: screen.getByLabelText("Perihal"),
    message: screen.getByLabelText("Pesan"),
  };
}

describe("ContactForm", () => {
  it("has four labelled, required fields: an e-mail field and a 6-row message", () => {
    render(<ContactForm to={to} />);
    const { name, email, subject, message } = fields();
    for (const field of [name, email, subject, message]) expect(field).toBeRequired();
    expect(name).toHaveAttribute("name", "nama");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("name", "surel");
    expect(subject).toHaveAttribute("name", "perihal");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("name", "pesan");
    expect(message).toHaveAttribute("rows", "6");
  });

  it("does not send an incomplete or wrong form", async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(toast, "showToast");
    render(<ContactForm to={to} />);
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));
    expect(show).not.toHaveBeenCalled();

    const { name, email, subject, message } = fields();
    await user.type(name, "Yohana");
    await user.type(email, "bukan-email");
    await user.type(subject, "Tanya");
    await user.type(message, "Halo");
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));
    expect(email).toBeInvalid();
    expect(show).not.toHaveBeenCalled();
  });

  it("refuses fields of spaces only, in Indonesian, until they are written", async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(toast, "showToast");
    render(<ContactForm to={to} />);
    const { name, email, subject, message } = fields();
    await user.type(name, "   ");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "  ");
    await user.type(message, "Halo");
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));
    expect(show).not.toHaveBeenCalled();
    expect(name).toBeInvalid();
    expect((name as HTMLInputElement).validationMessage).toBe(ONLY_SPACES);

    await user.type(name, "Yohana");
    expect(name).toBeValid();
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));
    expect(subject).toBeInvalid();
    expect(show).not.toHaveBeenCalled();
    await user.type(subject, "Tanya");
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining(messageSentToast));
  });

  it("confirms a valid message and clears the form", async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(toast, "showToast");
    render(<ContactForm to={to} />);
    const { name, email, subject, message } = fields();
    await user.type(name, "Yohana Wenda <script>");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "Ingin bergabung 🙏");
    await user.type(message, "Bagaimana cara ikut MAPPER?");
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));

    expect(show).toHaveBeenCalledWith(expect.objectContaining(messageSentToast));
    expect(messageSentToast).toEqual({
      title: "Pesan Terkirim!",
      description: expect.stringContaining("1 × 24 jam"),
    });
    for (const field of [name, email, subject, message]) expect(field).toHaveValue("");
    // The confirmation carries the step that makes it true.
    expect(show.mock.lastCall?.[0].action).toEqual({
      label: "Kirim lewat WhatsApp",
      href: expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=.*Ingin%20bergabung/),
    });
  });

  it("then offers the message, written out, to the visitor's WhatsApp and e-mail apps", async () => {
    const user = userEvent.setup();
    render(<ContactForm to={to} />);
    expect(screen.queryByRole("link", { name: /Kirim lewat/ })).toBeNull();
    const { name, email, subject, message } = fields();
    await user.type(name, "Yohana Wenda");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "Ingin bergabung & ikut MAPPER?");
    await user.type(message, "Shalom,{Enter}bagaimana caranya?");
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));

    const whatsapp = new URL(screen.getByRole("link", { name: /Kirim lewat WhatsApp/ }).getAttribute("href")!);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/6281248001985");
    expect(whatsapp.searchParams.get("text")).toBe(
      "Shalom, saya Yohana Wenda (yohana@contoh.id).\n\n*Ingin bergabung & ikut MAPPER?*\n\nShalom,\nbagaimana caranya?",
    );

    const mail = screen.getByRole("link", { name: /Kirim lewat Surel/ }).getAttribute("href")!;
    expect(mail).toMatch(/^mailto:sekretariat@gmkiwamena\.org\?subject=/);
    const query = new URLSearchParams(mail.slice(mail.indexOf("?")));
    expect(query.get("subject")).toBe("Ingin bergabung & ikut MAPPER?");
    expect(query.get("body")).toBe("Shalom,\nbagaimana caranya?\n\nSalam,\nYohana Wenda\nyohana@contoh.id");
    expect(mail).not.toContain("+");
  });
});
