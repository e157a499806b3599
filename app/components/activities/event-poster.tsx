import { Logo } from "~/components/layout/logo";
import { useSiteData } from "~/hooks/use-site-data";
import type { QrCode } from "~/lib/media/qr-code.server";
import { ForeignTerms } from "~/components/text/foreign-terms";

/**
 * The event as a poster for a campus notice board: what the page prints
 * (app.css, @media print), filling one A4 sheet. The branch's emblem and
 * name, the line drawing of its kind (Kerohanian, Pendidikan, Sosial), the
 * title large, when, where and for whom, what it is, whom to ask, and a QR
 * code of the page's address with the address written out. Hidden on
 * screen. Dark lines on the paper and no band of colour: it stays clear on
 * a black-and-white photocopy and spends little toner.
 */
export function EventPoster({
  title,
  when,
  where,
  audience,
  description,
  drawing,
  contact,
  preview,
  qr,
  address,
}: {
  title: string;
  when: string;
  where: string;
  audience: string | null;
  description: string;
  /** The kind's line drawing (components/activities/kind-drawing.tsx). */
  drawing: string;
  /** Whom to ask and their number, as printed: "Panitia MAPPER, 0812-… (telepon atau WhatsApp)". */
  contact: string;
  /** While the site is a preview, the note printed beside the contact (app/content/samples.ts). */
  preview?: string | null;
  /** The QR code of the page's address, computed at build (lib/media/qr-code.server.ts). */
  qr: QrCode;
  /** The page's address, as people type it: "gmkiwamena.org/kegiatan/mapper-2027". */
  address: string;
}) {
  const site = useSiteData()?.site;
  return (
    <section data-poster="" aria-hidden="true" className="hidden">
      <div className="poster-brand">
        <Logo className="size-16" />
        <div>
          <p className="poster-name">{site?.name}</p>
          <p className="poster-motto" lang="la">
            {site?.motto}
          </p>
        </div>
      </div>
      <img className="poster-drawing" src={drawing} alt="" width={1200} height={400} decoding="async" />
      <h2 className="poster-title">
        <ForeignTerms>{title}</ForeignTerms>
      </h2>
      <dl className="poster-facts">
        <dt>Waktu</dt>
        <dd>{when}</dd>
        <dt>Tempat</dt>
        <dd>
          <ForeignTerms>{where}</ForeignTerms>
        </dd>
        {audience && (
          <>
            <dt>Untuk</dt>
            <dd>
              <ForeignTerms>{audience}</ForeignTerms>
            </dd>
          </>
        )}
      </dl>
      <p className="poster-description">
        <ForeignTerms>{description}</ForeignTerms>
      </p>
      <div className="poster-code">
        <div className="poster-qr">
          <svg viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" aria-hidden="true">
            <rect width={qr.size} height={qr.size} fill="#ffffff" />
            <path d={qr.path} fill="#061630" />
          </svg>
        </div>
        <div>
          <p className="poster-contact">
            <strong>Narahubung:</strong> {contact}
          </p>
          {preview && (
            <p className="mt-[2mm]">
              <strong>{preview}</strong>
            </p>
          )}
          <p className="mt-[4mm]">
            Pindai untuk mendaftar dan melihat rinciannya:
            <br />
            <strong>{address}</strong>
          </p>
        </div>
      </div>
    </section>
  );
}
