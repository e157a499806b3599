import { Mail, MessageCircle } from "lucide";
import { useState, type ReactNode } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LINK_LIMIT, type HandOffLink } from "~/lib/contact/hand-off";
import { showToast, type ToastMessage } from "~/lib/browser/toast";

const LABELS = { whatsapp: "Kirim lewat WhatsApp", email: "Kirim lewat Surel" } as const;

/**
 * A message the site has written out, handed to the visitor's own WhatsApp
 * or e-mail app: a static site sends nothing itself
 * (docs/decisions/0008-confirmations-only-when-true.md). Once the visitor
 * has opened an app, the panel asks whether the message went; only their
 * "Ya" brings the confirmation. A message too long for a link (LINK_LIMIT)
 * is copied for the visitor to paste, and the app opens with a short line.
 * Loaded only once a message is ready (lazy, in the forms), so that pages
 * download it only when a visitor has written something to send.
 */
export default function HandOff({
  links,
  children,
  confirmation,
  onConfirmed,
  sample,
}: {
  links: HandOffLink[];
  /** What has been written and for whom, under the panel's title. */
  children: ReactNode;
  /** While the address it goes to is a sample fact, the note that says so (app/lib/page-data/preview.server.ts). */
  sample?: string | null;
  /** The confirmation shown once the visitor says the message went. */
  confirmation: ToastMessage;
  onConfirmed: () => void;
}) {
  const [asked, setAsked] = useState(false);
  const tooLong = links.some((link) => link.href.length > LINK_LIMIT);

  const open = (link: HandOffLink) => {
    setAsked(true);
    // Too long for a link: the app opens with a short line, the message goes by the clipboard.
    if (tooLong) void navigator.clipboard?.writeText(link.text).catch(() => {});
  };

  return (
    <div className="rounded-card bg-brand-50 p-5">
      <p className="font-semibold text-ink">Satu langkah lagi: kirim dari aplikasi Anda.</p>
      <div className="mt-1 text-sm text-muted">{children}</div>
      {sample && <p className="mt-2 text-sm text-ink">{sample}</p>}
      {tooLong && (
        // Where the clipboard refuses, the message is here to copy by hand.
        <label className="mt-3 block text-sm text-ink">
          Pesan ini terlalu panjang untuk dikirim lewat tautan, jadi kami menyalinnya saat Anda memilih aplikasi. Di
          sana, tekan lama kolom pesan, lalu pilih <strong>Tempel</strong>. Bila tidak berhasil, salin dari sini:
          <textarea
            readOnly
            rows={4}
            value={links[0]?.text}
            className="mt-1.5 block w-full rounded-lg border border-brand-300 bg-white px-3 py-2"
          />
        </label>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <a
            key={link.app}
            href={tooLong ? link.shortHref : link.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => open(link)}
            className={
              link.app === "whatsapp"
                ? buttonClass({ variant: "whatsapp", wide: true })
                : buttonClass({ variant: "secondary", wide: true })
            }
          >
            <Icon icon={link.app === "whatsapp" ? MessageCircle : Mail} className="size-5 shrink-0" />
            {LABELS[link.app]}
            <span className="sr-only"> (membuka aplikasi lain)</span>
          </a>
        ))}
      </div>
      <div aria-live="polite">
        {asked && (
          <div className="mt-5 border-t border-brand-200 pt-4">
            <p className="font-semibold text-ink">Sudah terkirim?</p>
            <p className="mt-1 text-sm text-muted">Jawab setelah Anda menekan kirim di aplikasi tadi.</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button
                onClick={() => {
                  showToast(confirmation);
                  onConfirmed();
                }}
              >
                Ya, sudah terkirim
              </Button>
              <Button variant="secondary" onClick={() => setAsked(false)}>
                Belum
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
