import { Send } from "lucide";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { showToast } from "~/lib/toast";

/** The confirmation after sending (spec §8). */
export const messageSentToast = {
  title: "Pesan Terkirim!",
  description: "Terima kasih. Tim kami akan merespons pesan Anda dalam 1x24 jam.",
};

/**
 * The message form (spec §5): four required fields, checked by the browser;
 * a valid message shows the confirmation and clears the form.
 */
export function ContactForm() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showToast(messageSentToast);
    event.currentTarget.reset();
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="kirim-pesan" className="space-y-5">
      <p className="text-muted">Semua kolom wajib diisi.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nama" name="name" required autoComplete="name" />
        <TextField label="E-mail" name="email" type="email" required autoComplete="email" />
      </div>
      <TextField label="Subjek" name="subject" required />
      <TextAreaField label="Pesan" name="message" rows={6} required />
      <Button type="submit" variant="solid">
        Kirim Pesan
        <Icon icon={Send} className="size-5" />
      </Button>
    </form>
  );
}
