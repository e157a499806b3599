import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as toast from "~/lib/browser/toast";
import { startHandOff } from "~/lib/browser/hand-off";
import { renderStatic } from "../../../tests/support/render-static";
import { ContactForm, messageSentToast } from "./contact-form";

const to = { whatsapp: "0812-4800-1985", email: "sekretariat@gmkiwamena.org" };
/** The branch's promise, as content sets it. */
const reply = "Kami membalas pada jam kantor.";
let opened: ReturnType<typeof vi.fn>;

beforeEach(() => {
  opened = vi.fn();
  vi.stubGlobal("open", opened);
});
afterEach(() => vi.unstubAllGlobals());

/** The form as prerendered, started as the page's script starts it. */
function form(sample?: string, notes?: { whatsapp?: string; email?: string }) {
  renderStatic(<ContactForm to={to} reply={reply} sample={sample} notes={notes} />);
  startHandOff(document.querySelector("form")!);
  return {
    name: screen.getByLabelText("Nama"),
    email: screen.getByLabelText("Surel"),
    subject: screen.getByLabelText("Perihal"),
    message: screen.getByLabelText("Pesan"),
    whatsapp: screen.getByRole("button", { name: /Kirim lewat WhatsApp/ }),
    mail: screen.getByRole("button", { name: /Kirim lewat Surel/ }),
  };
}

/** The address the visitor's app was opened at, and how. */
const lastOpened = () => ({ href: String(opened.mock.lastCall?.[0]), target: opened.mock.lastCall?.[1] });

describe("ContactForm", () => {
  it("has four labelled, required fields: an e-mail field and a 6-row message", () => {
    const { name, email, subject, message } = form();
    for (const field of [name, email, subject, message]) expect(field).toBeRequired();
    expect(name).toHaveAttribute("name", "nama");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("name", "surel");
    expect(subject).toHaveAttribute("name", "perihal");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("name", "pesan");
    expect(message).toHaveAttribute("rows", "6");
  });

  it("does not send an incomplete or wrong form, and says why under each field, in Indonesian", async () => {
    const user = userEvent.setup();
    const { name, email, subject, message, whatsapp } = form();
    await user.click(whatsapp);
    expect(opened).not.toHaveBeenCalled();
    expect(name).toHaveAccessibleDescription("Tulis nama Anda.");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();

    await user.type(name, "Yohana");
    await user.type(email, "bukan-email");
    await user.type(subject, "Tanya");
    await user.type(message, "Halo");
    await user.click(whatsapp);
    expect(email).toHaveAccessibleDescription("Alamat surel belum benar, mis. nama@contoh.com.");
    expect(email).toHaveFocus();
    expect(opened).not.toHaveBeenCalled();
  });

  it("refuses fields of spaces only, in Indonesian, until they are written", async () => {
    const user = userEvent.setup();
    const { name, email, subject, message, whatsapp } = form();
    await user.type(name, "   ");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "  ");
    await user.type(message, "Halo");
    await user.click(whatsapp);
    expect(opened).not.toHaveBeenCalled();
    expect(name).toHaveAccessibleDescription("Tulis nama Anda.");
    expect(subject).toHaveAccessibleDescription("Tulis perihal pesan Anda.");

    await user.type(name, "Yohana");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(name).toHaveAccessibleDescription("");
    await user.click(whatsapp);
    expect(opened).not.toHaveBeenCalled();
    await user.type(subject, "Tanya");
    await user.click(whatsapp);
    expect(opened).toHaveBeenCalledOnce();
  });

  it("says the message went only once the visitor says so, then clears the form", async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(toast, "showToast");
    const { name, email, subject, message, whatsapp } = form();
    await user.type(name, "Yohana Wenda <script>");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "Ingin bergabung 🙏");
    await user.type(message, "Bagaimana cara ikut MAPPER?");
    expect(screen.queryByText("Sudah terkirim?")).not.toBeVisible();

    // One tap opens WhatsApp (a tab beside the site); back here, the visitor is asked, not told.
    await user.click(whatsapp);
    expect(lastOpened().target).toBe("_blank");
    expect(screen.getByText("Sudah terkirim?")).toBeVisible();
    expect(show).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Belum" }));
    expect(screen.getByText("Sudah terkirim?")).not.toBeVisible();
    expect(show).not.toHaveBeenCalled();
    expect(name).toHaveValue("Yohana Wenda <script>");

    await user.click(whatsapp);
    await user.click(screen.getByRole("button", { name: "Ya, sudah terkirim" }));
    // The branch's own promise, from content, not one the code makes.
    expect(show).toHaveBeenCalledWith(messageSentToast(reply));
    expect(messageSentToast(reply)).toEqual({ title: "Pesan Terkirim!", description: `Terima kasih. ${reply}` });
    for (const field of [name, email, subject, message]) expect(field).toHaveValue("");
    expect(screen.getByText("Sudah terkirim?")).not.toBeVisible();
  });

  it("says that the address is a sample while the branch has not confirmed it, and confirms only what is true", async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(toast, "showToast");
    const sample =
      "Nomor 0812-4800-1985 ini masih contoh sampai dipastikan pengurus cabang, jadi pesan belum tentu sampai.";
    const note = "Pratinjau: nomor ini masih contoh sampai dipastikan pengurus cabang.";
    const { name, email, subject, message, whatsapp } = form(sample, { whatsapp: note });
    // Before anything is sent.
    expect(screen.getByText(sample)).toBeVisible();
    await user.type(name, "Yohana");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "Tanya");
    await user.type(message, "Halo");
    await user.click(whatsapp);
    // The message written out carries the note too, under it.
    expect(new URL(lastOpened().href).searchParams.get("text")).toBe(
      `Shalom, saya Yohana (yohana@contoh.id).\n\n*Tanya*\n\nHalo\n\n${note}`,
    );
    await user.click(screen.getByRole("button", { name: "Ya, sudah terkirim" }));
    expect(show).toHaveBeenCalledWith(messageSentToast(reply, sample));
    expect(messageSentToast(reply, sample)).toEqual({
      title: "Pesan dikirim dari aplikasi Anda",
      description: `Terima kasih. ${sample}`,
    });
  });

  it("copies a message too long for a link, and opens the app with a short line", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const { name, email, subject, message, whatsapp } = form();
    await user.type(name, "Yohana");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "Laporan");
    const long = "Kalimat yang panjang sekali, é – “kutip” 🙏 & 1+1=2. ".repeat(60);
    await user.click(message);
    await user.paste(long);
    await user.click(whatsapp);

    expect(screen.getByText(/terlalu panjang untuk dikirim lewat tautan/)).toBeVisible();
    expect(lastOpened().href.length).toBeLessThan(400);
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(long.trim()));
    expect(screen.getByText("Sudah terkirim?")).toBeVisible();
  });

  it("writes the message out for the visitor's WhatsApp or e-mail app, whichever button is tapped", async () => {
    const user = userEvent.setup();
    const { name, email, subject, message, whatsapp, mail } = form();
    await user.type(name, "Yohana Wenda");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "Ingin bergabung & ikut MAPPER?");
    await user.type(message, "Shalom,{Enter}bagaimana caranya?");

    await user.click(whatsapp);
    const chat = new URL(lastOpened().href);
    expect(chat.origin + chat.pathname).toBe("https://wa.me/6281248001985");
    expect(chat.searchParams.get("text")).toBe(
      "Shalom, saya Yohana Wenda (yohana@contoh.id).\n\n*Ingin bergabung & ikut MAPPER?*\n\nShalom,\nbagaimana caranya?",
    );

    await user.click(mail);
    const { href, target } = lastOpened();
    expect(target).toBe("_self");
    expect(href).toMatch(/^mailto:sekretariat@gmkiwamena\.org\?subject=/);
    const query = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(query.get("subject")).toBe("Ingin bergabung & ikut MAPPER?");
    expect(query.get("body")).toBe("Shalom,\nbagaimana caranya?\n\nSalam,\nYohana Wenda\nyohana@contoh.id");
    expect(href).not.toContain("+");
  });
});
