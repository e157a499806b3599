import { Mail, MessageCircle, Send } from "lucide";
import { useState, type FormEvent } from "react";
import { ExternalLink } from "~/components/layout/external-link";
import { Button, buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { messageByEmail, messageByWhatsapp, type ComposedMessage } from "~/lib/contact";
import { showToast } from "~/lib/toast";

/** The confirmation after sending. */
export const messageSentToast = {
  title: "Pesan Terkirim!",
  description: "Terima kasih. Tim kami akan membalas pesan Anda dalam 1 × 24 jam.",
};

/** Said of a required field that holds only spaces. */
export const ONLY_SPACES = "Kolom ini belum diisi: tulis sesuatu selain spasi.";

/** The subject of a message sent before the page's script runs. */
export const FALLBACK_SUBJECT = "Pesan dari situs GMKI Cabang Wamena";

/**
 * The message form: four required fields, checked by the browser;
 * a valid message shows the confirmation and clears the form. A static site
 * cannot send mail, so the message is then offered to the visitor's own
 * WhatsApp or e-mail app, addressed to the secretariat and written out.
 * Without JavaScript, or before it runs, the form itself hands the message
 * to the e-mail app (a mailto: action, the fields as the body): nothing
 * typed goes into the page's address, and the form keeps what was typed.
 * The fields' names are Indonesian, as the visitor reads them in that body.
 */
export function ContactForm({ to }: { to: { whatsapp: string; email: string } }) {
  const [sent, setSent] = useState<ComposedMessage | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser takes spaces for an answer; a field of spaces only is
    // refused the way the browser refuses an empty one.
    const blank = [...event.currentTarget.elements].find(
      (element): element is HTMLInputElement | HTMLTextAreaElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.required &&
        element.value.trim() === "",
    );
    if (blank) {
      blank.setCustomValidity(ONLY_SPACES);
      blank.reportValidity();
      return;
    }
    const fields = new FormData(event.currentTarget);
    const value = (name: string) => String(fields.get(name) ?? "").trim();
    const composed = { name: value("nama"), email: value("surel"), subject: value("perihal"), message: value("pesan") };
    setSent(composed);
    // The spec's confirmation, with the step that makes it true: the message
    // reaches the secretariat from the visitor's own WhatsApp.
    showToast({
      ...messageSentToast,
      action: { label: "Kirim lewat WhatsApp", href: messageByWhatsapp(to.whatsapp, composed) },
    });
    event.currentTarget.reset();
  };

  return (
    <form
      action={`mailto:${to.email}?subject=${encodeURIComponent(FALLBACK_SUBJECT)}`}
      method="post"
      encType="text/plain"
      onSubmit={onSubmit}
      // Typing again clears the "only spaces" complaint.
      onInput={(event) => (event.target as HTMLInputElement).setCustomValidity?.("")}
      aria-labelledby="kirim-pesan"
      className="space-y-4 sm:space-y-5"
    >
      <p className="text-muted">Semua kolom wajib diisi.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nama" name="nama" required autoComplete="name" />
        <TextField label="Surel" name="surel" type="email" required autoComplete="email" />
      </div>
      <TextField label="Perihal" name="perihal" required />
      <TextAreaField label="Pesan" name="pesan" rows={6} required />
      <Button type="submit" wide>
        Kirim Pesan
        <Icon icon={Send} className="size-5" />
      </Button>
      {sent && (
        <div className="rounded-card bg-brand-50 p-5">
          <p className="font-semibold text-ink">Satu langkah lagi: kirim dari aplikasi Anda.</p>
          <p className="mt-1 text-sm text-muted">
            Pesan “{sent.subject}” sudah kami susun untuk sekretariat. Pilih WhatsApp atau surel, lalu tekan kirim di
            sana.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ExternalLink href={messageByWhatsapp(to.whatsapp, sent)} className={buttonClass({ wide: true })}>
              <Icon icon={MessageCircle} className="size-5" />
              Kirim lewat WhatsApp
            </ExternalLink>
            <a href={messageByEmail(to.email, sent)} className={buttonClass({ variant: "secondary", wide: true })}>
              <Icon icon={Mail} className="size-5" />
              Kirim lewat Surel
            </a>
          </div>
        </div>
      )}
    </form>
  );
}
