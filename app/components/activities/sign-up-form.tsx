import { HandOff } from "~/components/contact/hand-off";
import { TextField } from "~/components/ui/field";
import type { ToastMessage } from "~/lib/browser/toast";
import { MOBILE_NUMBER } from "~/lib/text/mobile-number";
import {
  HAND_OFF,
  HAND_OFF_DATE,
  HAND_OFF_DONE_TEXT,
  HAND_OFF_DONE_TITLE,
  HAND_OFF_EVENT,
  HAND_OFF_NOTE_WHATSAPP,
  HAND_OFF_WHATSAPP,
  hook,
} from "~/lib/browser/hooks";

/**
 * The confirmation, once the visitor says the sign-up went: the spec's
 * "Pendaftaran Berhasil!", promising nothing the branch has not written;
 * while the number is a sample, only what is true (`sample`, the note).
 */
function registrationToast(title: string, sample?: string | null): ToastMessage {
  return sample
    ? {
        title: "Pendaftaran dikirim dari WhatsApp Anda",
        description: `Pesan pendaftaran Anda untuk “${title}” sudah dikirim. ${sample}`,
      }
    : {
        title: "Pendaftaran Berhasil!",
        description: `Pesan pendaftaran Anda untuk “${title}” sudah terkirim ke panitia lewat WhatsApp.`,
      };
}

/**
 * A sign-up for an event whose committee has no form of its own: name,
 * campus or komisariat and WhatsApp number; "Daftar lewat WhatsApp" opens
 * WhatsApp with them written out to the committee
 * (app/lib/browser/hand-off.ts), and the confirmation comes only once the
 * visitor says the message went (docs/decisions/0008). The page offers a
 * WhatsApp link with the same questions where this form cannot run.
 */
export function SignUpForm({
  event,
  to,
  sample,
  messageNote,
}: {
  /** The title, and the day as the message names it ("Sabtu, 14 Maret 2026"). */
  event: { title: string; date: string };
  /** The contact's mobile number. */
  to: string;
  /** While that number is a sample, the note that says so. */
  sample?: string | null;
  /** While that number is a sample, the note the message written out for it carries. */
  messageNote?: string | null;
}) {
  const done = registrationToast(event.title, sample);
  return (
    <form
      {...hook(HAND_OFF, "sign-up")}
      {...hook(HAND_OFF_WHATSAPP, to)}
      {...hook(HAND_OFF_NOTE_WHATSAPP, messageNote ?? null)}
      {...hook(HAND_OFF_EVENT, event.title)}
      {...hook(HAND_OFF_DATE, event.date)}
      {...hook(HAND_OFF_DONE_TITLE, done.title)}
      {...hook(HAND_OFF_DONE_TEXT, done.description)}
      noValidate
      aria-labelledby="daftar-judul"
      className="space-y-4"
    >
      <TextField label="Nama" name="nama" required autoComplete="name" missing="Tulis nama Anda." />
      <TextField label="Kampus atau komisariat" name="kampus" required missing="Tulis kampus atau komisariat Anda." />
      <TextField
        label="Nomor WhatsApp"
        name="whatsapp"
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        // The script checks the whole value against the pattern.
        pattern={MOBILE_NUMBER.source.slice(1, -1)}
        hint="Agar panitia dapat membalas, mis. 0812-3456-7890."
        missing="Tulis nomor WhatsApp Anda."
        wrong="Nomor ini belum benar: tulis nomor ponsel yang dimulai 08, mis. 0812-3456-7890."
      />
      <HandOff apps={["whatsapp"]} sample={sample} label="Daftar lewat WhatsApp" />
    </form>
  );
}
