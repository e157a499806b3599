import { TextAreaField, TextField } from "~/components/ui/field";
import type { ToastMessage } from "~/lib/browser/toast";
import { HandOff } from "./hand-off";
import {
  HAND_OFF,
  HAND_OFF_DONE_TEXT,
  HAND_OFF_DONE_TITLE,
  HAND_OFF_EMAIL,
  HAND_OFF_NOTE_EMAIL,
  HAND_OFF_NOTE_WHATSAPP,
  HAND_OFF_WHATSAPP,
  hook,
} from "~/lib/browser/hooks";

/**
 * The confirmation, once the visitor says the message went: the spec's
 * "Pesan Terkirim!" with the branch's own promise of a reply, where content
 * makes one; while the address is a sample, only what is true: it left the
 * visitor's app, and where it went is a sample (`sample`, the note).
 */
export function messageSentToast(reply: string, sample?: string | null): ToastMessage {
  return sample
    ? { title: "Pesan dikirim dari aplikasi Anda", description: `Terima kasih. ${sample}` }
    : { title: "Pesan Terkirim!", description: `Terima kasih.${reply && ` ${reply}`}` };
}

/**
 * The message form: four required fields. A static site cannot send mail,
 * so "Kirim lewat WhatsApp" or "Kirim lewat Surel" opens the visitor's own
 * app with the message written out to the secretariat
 * (app/lib/browser/hand-off.ts); the confirmation comes once the visitor
 * says it went, and then the form is cleared. Without JavaScript the page
 * shows the secretariat's addresses instead (message-section.tsx).
 */
export function ContactForm({
  to,
  reply,
  sample,
  notes = {},
}: {
  to: { whatsapp: string; email: string };
  /** When a message is answered, as the branch promises it (contact.json); empty while that promise is a sample. */
  reply: string;
  /** While the number or address is a sample, the note that says so. */
  sample?: string | null;
  /** While the number or the address is a sample, the note the message written out for it carries. */
  notes?: { whatsapp?: string | null; email?: string | null };
}) {
  const done = messageSentToast(reply, sample);
  return (
    <form
      {...hook(HAND_OFF, "contact")}
      {...{ [HAND_OFF_WHATSAPP]: to.whatsapp, [HAND_OFF_EMAIL]: to.email }}
      {...hook(HAND_OFF_NOTE_WHATSAPP, notes.whatsapp ?? null)}
      {...hook(HAND_OFF_NOTE_EMAIL, notes.email ?? null)}
      {...hook(HAND_OFF_DONE_TITLE, done.title)}
      {...hook(HAND_OFF_DONE_TEXT, done.description)}
      noValidate
      aria-labelledby="kirim-pesan"
      className="space-y-4 sm:space-y-5"
    >
      <p className="text-muted">Semua kolom wajib diisi. Pesan dikirim dari WhatsApp atau surel Anda sendiri.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nama" name="nama" required autoComplete="name" missing="Tulis nama Anda." />
        <TextField
          label="Surel"
          name="surel"
          type="email"
          required
          autoComplete="email"
          missing="Tulis alamat surel Anda, agar kami dapat membalas."
          wrong="Alamat surel belum benar, mis. nama@contoh.com."
        />
      </div>
      <TextField label="Perihal" name="perihal" required missing="Tulis perihal pesan Anda." />
      <TextAreaField label="Pesan" name="pesan" rows={6} required missing="Tulis pesan Anda." />
      <HandOff apps={["whatsapp", "email"]} sample={sample} />
    </form>
  );
}
