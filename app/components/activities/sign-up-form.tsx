import { lazy, Suspense, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { whatsappHref } from "~/lib/contact/links";
import { MOBILE_NUMBER, type HandOffLink } from "~/lib/contact/hand-off";

/** The hand-off, fetched once a message is ready (a valid submit). */
const HandOff = lazy(() => import("~/components/contact/hand-off"));

/** The spec's confirmation, once the visitor says the sign-up went to the committee. */
export function registrationToast(title: string) {
  return {
    title: "Pendaftaran Berhasil!",
    description: `Pendaftaran Anda untuk “${title}” sudah terkirim ke panitia. Panitia akan menghubungi Anda lewat WhatsApp.`,
  };
}

/** The sign-up as the committee reads it on WhatsApp. */
export function signUpMessage(
  event: { title: string; date: string },
  who: { name: string; campus: string; phone: string },
) {
  return `Shalom, saya ingin mendaftar untuk “${event.title}” (${event.date}).\nNama: ${who.name}\nKampus atau komisariat: ${who.campus}\nNomor WhatsApp: ${who.phone}`;
}

/**
 * A sign-up for an event whose committee has no form of its own: name,
 * campus or komisariat and WhatsApp number, written out for the contact's
 * WhatsApp (HandOff). "Pendaftaran Berhasil!" comes only once the visitor
 * says the message went (docs/decisions/0008). The page offers a WhatsApp
 * link with the same questions where this form cannot run.
 */
export function SignUpForm({
  event,
  to,
  sample,
}: {
  /** The title, and the day as the message names it ("Sabtu, 14 Maret 2026"). */
  event: { title: string; date: string };
  /** The contact's mobile number. */
  to: string;
  /** While that number is a sample, the hand-off's note that says so. */
  sample?: string | null;
}) {
  const [links, setLinks] = useState<HandOffLink[] | null>(null);
  const [done, setDone] = useState(false);
  const [form, setForm] = useState<HTMLFormElement | null>(null);

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const fields = new FormData(submitted.currentTarget);
    const value = (name: string) => String(fields.get(name) ?? "").trim();
    const text = signUpMessage(event, { name: value("nama"), campus: value("kampus"), phone: value("whatsapp") });
    const href = whatsappHref(to, text);
    setLinks([{ app: "whatsapp", href, text, shortHref: href }]);
    setDone(false);
  };

  return (
    <form ref={setForm} onSubmit={onSubmit} aria-labelledby="daftar-judul" className="space-y-4">
      <TextField label="Nama" name="nama" required autoComplete="name" />
      <TextField label="Kampus atau komisariat" name="kampus" required />
      <TextField
        label="Nomor WhatsApp"
        name="whatsapp"
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        // The browser checks the whole value against the pattern.
        pattern={MOBILE_NUMBER.source.slice(1, -1)}
        hint="Agar panitia dapat membalas, mis. 0812-3456-7890."
      />
      <Button type="submit" wide>
        Daftar
      </Button>
      {done && <p className="font-semibold text-ink">Terima kasih, pendaftaran Anda sudah terkirim ke panitia.</p>}
      {links && (
        <Suspense fallback={<p className="text-muted">Menyiapkan pesan…</p>}>
          <HandOff
            links={links}
            confirmation={registrationToast(event.title)}
            sample={sample}
            onConfirmed={() => {
              setLinks(null);
              setDone(true);
              form?.reset();
            }}
          >
            Pendaftaran Anda sudah kami susun untuk panitia. Buka WhatsApp, lalu tekan kirim di sana.
          </HandOff>
        </Suspense>
      )}
    </form>
  );
}
