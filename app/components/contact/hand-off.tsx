import { Mail, MessageCircle } from "lucide";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ToastRegion } from "~/components/ui/toast-region";
import { SampleNote } from "~/components/layout/sample-note";
import { HAND_OFF_ASKED, HAND_OFF_NO, HAND_OFF_TOO_LONG, HAND_OFF_YES, hook } from "~/lib/browser/hooks";

const APPS = {
  whatsapp: {
    label: "Kirim lewat WhatsApp",
    icon: MessageCircle,
    look: buttonClass({ variant: "whatsapp", wide: true }, "disabled:opacity-60"),
  },
  email: {
    label: "Kirim lewat Surel",
    icon: Mail,
    look: buttonClass({ variant: "secondary", wide: true }, "disabled:opacity-60"),
  },
};

/**
 * The end of a form whose message goes out through the visitor's own app
 * (docs/decisions/0008): while the address is a sample, the note that says
 * so, before anything is sent; one button per app, each submitting the form
 * (app/lib/browser/hand-off.ts opens that app with the message written
 * out); the box to paste from when the message is too long for a link; and
 * the question whether the message went, whose "Ya" alone brings the
 * confirmation. Shown by the form's script; without it, hidden
 * (noscript.css), and the page offers a plain link instead.
 */
export function HandOff({
  apps,
  sample,
  label,
}: {
  apps: readonly (keyof typeof APPS)[];
  /** While the address it goes to is a sample fact, the note that says so (app/content/samples.ts). */
  sample?: string | null;
  /** The label of the only button, where it says more than the app ("Daftar lewat WhatsApp"). */
  label?: string;
}) {
  return (
    <>
      <SampleNote note={sample} />
      <div className="flex flex-wrap gap-3">
        {apps.map((app) => (
          // Disabled until the form's script runs (as the page is parsed): a
          // press before it would submit the form natively, typed words and all.
          <button key={app} type="submit" name="app" value={app} disabled className={APPS[app].look}>
            <Icon icon={APPS[app].icon} className="size-5 shrink-0" />
            {label ?? APPS[app].label}
          </button>
        ))}
      </div>
      <label {...hook(HAND_OFF_TOO_LONG)} hidden className="block text-sm text-ink">
        Pesan ini terlalu panjang untuk dikirim lewat tautan, jadi kami sudah menyalinnya. Di aplikasi tadi, tekan lama
        kolom pesan, lalu pilih <strong>Tempel</strong>. Bila tidak berhasil, salin dari sini:
        <textarea
          readOnly
          rows={4}
          className="mt-1.5 block w-full rounded-lg border border-brand-300 bg-white px-3 py-2"
        />
      </label>
      <div aria-live="polite">
        <div {...hook(HAND_OFF_ASKED)} hidden className="rounded-card bg-brand-50 p-5">
          <p className="font-semibold text-ink">Sudah terkirim?</p>
          <p className="mt-1 text-sm text-muted">Jawab setelah Anda menekan kirim di aplikasi tadi.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" {...hook(HAND_OFF_YES)} className={buttonClass()}>
              Ya, sudah terkirim
            </button>
            <button type="button" {...hook(HAND_OFF_NO)} className={buttonClass({ variant: "secondary" })}>
              Belum
            </button>
          </div>
        </div>
      </div>
      <ToastRegion />
    </>
  );
}
