import { Send } from "lucide";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { messageHandOffs, type ComposedMessage } from "~/lib/contact/hand-off";

/** The hand-off, fetched once a message is ready (a valid submit). */
const HandOff = lazy(() => import("./hand-off"));

/** The spec's confirmation, once the visitor says the message went, with the branch's own promise (content). */
export const messageSentToast = (reply: string) => ({
  title: "Pesan Terkirim!",
  description: `Terima kasih. ${reply}`,
});

/** Said of a required field that holds only spaces. */
export const ONLY_SPACES = "Kolom ini belum diisi: tulis sesuatu selain spasi.";

/**
 * The message form: four required fields, checked by the browser. A static
 * site cannot send mail, so a valid message is written out for the
 * visitor's own WhatsApp or e-mail app, addressed to the secretariat
 * (HandOff); the spec's "Pesan Terkirim!" comes once the visitor says it
 * went, and then the form is cleared. The form needs React: a tap on
 * "Kirim Pesan" before React runs is kept and made once it does
 * (useUntilReady), and without JavaScript the page shows the secretariat's
 * addresses instead of the form (app/routes/contact.tsx), since no form
 * can hand a message to an app faithfully without a script.
 */
export function ContactForm({
  to,
  reply,
  sample,
}: {
  to: { whatsapp: string; email: string };
  /** When a message is answered, as the branch promises it (contact.json). */
  reply: string;
  /** While the number or address is a sample, the hand-off's note that says so. */
  sample?: string | null;
}) {
  const [composed, setComposed] = useState<ComposedMessage | null>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);

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
    setComposed({ name: value("nama"), email: value("surel"), subject: value("perihal"), message: value("pesan") });
  };

  return (
    <form
      ref={setForm}
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
      {composed && (
        <Suspense fallback={<p className="text-muted">Menyiapkan pesan…</p>}>
          <HandOff
            links={messageHandOffs(to, composed)}
            confirmation={messageSentToast(reply)}
            sample={sample}
            onConfirmed={() => {
              setComposed(null);
              form?.reset();
            }}
          >
            Pesan “{composed.subject}” sudah kami susun untuk sekretariat. Pilih WhatsApp atau surel, lalu tekan kirim
            di sana.
          </HandOff>
        </Suspense>
      )}
    </form>
  );
}
