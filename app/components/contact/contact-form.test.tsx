import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as toast from "~/lib/browser/toast";
import { ContactForm, messageSentToast, ONLY_SPACES } from "./contact-form";

afterEach(() => vi.restoreAllMocks());

const to = { whatsapp: "0812-4800-1985", email: "sekretariat@gmkiwamena.org" };
/** The branch's promise, as content sets it. */
const reply = "Kami membalas pada jam kantor.";

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
    render(<ContactForm to={to} reply={reply} />);
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
    render(<ContactForm to={to} reply={reply} />);
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
    render(<ContactForm to={to} reply={reply} />);
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
    expect(await screen.findByText("Satu langkah lagi: kirim dari aplikasi Anda.")).toBeInTheDocument();
  });

  it("says the message went only once the visitor says so, then clears the form", async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(toast, "showToast");
    render(<ContactForm to={to} reply={reply} />);
    const { name, email, subject, message } = fields();
    await user.type(name, "Yohana Wenda <script>");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "Ingin bergabung 🙏");
    await user.type(message, "Bagaimana cara ikut MAPPER?");
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));
    expect(show).not.toHaveBeenCalled();
    expect(screen.queryByText("Sudah terkirim?")).toBeNull();

    // The visitor opens WhatsApp (a link beside the site), comes back: asked, not told.
    const whatsapp = await screen.findByRole("link", { name: /Kirim lewat WhatsApp/ });
    whatsapp.addEventListener("click", (event) => event.preventDefault());
    await user.click(whatsapp);
    expect(screen.getByText("Sudah terkirim?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Belum" }));
    expect(screen.queryByText("Sudah terkirim?")).toBeNull();
    expect(show).not.toHaveBeenCalled();
    expect(name).toHaveValue("Yohana Wenda <script>");

    await user.click(whatsapp);
    await user.click(screen.getByRole("button", { name: "Ya, sudah terkirim" }));
    // The branch's own promise, from content, not one the code makes.
    expect(show).toHaveBeenCalledWith(messageSentToast(reply));
    expect(messageSentToast(reply)).toEqual({ title: "Pesan Terkirim!", description: `Terima kasih. ${reply}` });
    for (const field of [name, email, subject, message]) expect(field).toHaveValue("");
    expect(screen.queryByText("Satu langkah lagi: kirim dari aplikasi Anda.")).toBeNull();
  });

  it("says that the address is a sample while the branch has not confirmed it", async () => {
    const user = userEvent.setup();
    const sample =
      "Nomor 0812-4800-1985 masih contoh sampai dipastikan pengurus cabang, jadi pesan ini belum tentu sampai.";
    const { rerender } = render(<ContactForm to={to} reply={reply} sample={sample} />);
    const { name, email, subject, message } = fields();
    await user.type(name, "Yohana");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "Tanya");
    await user.type(message, "Halo");
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));
    expect(await screen.findByText(sample)).toBeInTheDocument();
    // Confirmed: the note is gone, nothing else changed.
    rerender(<ContactForm to={to} reply={reply} sample={null} />);
    expect(screen.queryByText(sample)).toBeNull();
    expect(screen.getByText("Satu langkah lagi: kirim dari aplikasi Anda.")).toBeInTheDocument();
  });

  it("copies a message too long for a link, and opens the app with a short line", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    render(<ContactForm to={to} reply={reply} />);
    const { name, email, subject, message } = fields();
    await user.type(name, "Yohana");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "Laporan");
    const long = "Kalimat yang panjang sekali, é – “kutip” 🙏 & 1+1=2. ".repeat(60);
    await user.click(message);
    await user.paste(long);
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));

    expect(await screen.findByText(/terlalu panjang untuk dikirim lewat tautan/)).toBeInTheDocument();
    const whatsapp = await screen.findByRole("link", { name: /Kirim lewat WhatsApp/ });
    expect(whatsapp.getAttribute("href")!.length).toBeLessThan(400);
    whatsapp.addEventListener("click", (event) => event.preventDefault());
    await user.click(whatsapp);
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(long.trim()));
    expect(screen.getByText("Sudah terkirim?")).toBeInTheDocument();
  });

  it("then offers the message, written out, to the visitor's WhatsApp and e-mail apps", async () => {
    const user = userEvent.setup();
    render(<ContactForm to={to} reply={reply} />);
    expect(screen.queryByRole("link", { name: /Kirim lewat/ })).toBeNull();
    const { name, email, subject, message } = fields();
    await user.type(name, "Yohana Wenda");
    await user.type(email, "yohana@contoh.id");
    await user.type(subject, "Ingin bergabung & ikut MAPPER?");
    await user.type(message, "Shalom,{Enter}bagaimana caranya?");
    await user.click(screen.getByRole("button", { name: "Kirim Pesan" }));

    const whatsapp = new URL((await screen.findByRole("link", { name: /Kirim lewat WhatsApp/ })).getAttribute("href")!);
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
