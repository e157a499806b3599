import { Logo } from "~/components/layout/logo";
import { useSiteData } from "~/hooks/use-site-data";
import type { QrCode } from "~/lib/media/qr-code.server";

/**
 * The event as a poster for a campus notice board: what the page prints
 * (app.css, @media print), one A4 sheet. The title large, when and where,
 * for whom, the branch's emblem and name, and a QR code of the page's
 * address with the address written out. Hidden on screen.
 */
export function EventPoster({
  title,
  when,
  where,
  audience,
  qr,
  address,
}: {
  title: string;
  when: string;
  where: string;
  audience: string | null;
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
          <p className="poster-motto">{site?.motto}</p>
        </div>
      </div>
      <h2 className="poster-title">{title}</h2>
      <dl className="poster-facts">
        <dt>Waktu</dt>
        <dd>{when}</dd>
        <dt>Tempat</dt>
        <dd>{where}</dd>
        {audience && (
          <>
            <dt>Untuk</dt>
            <dd>{audience}</dd>
          </>
        )}
      </dl>
      <div className="poster-code">
        <div className="poster-qr">
          <svg viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" aria-hidden="true">
            <rect width={qr.size} height={qr.size} fill="#ffffff" />
            <path d={qr.path} fill="#061630" />
          </svg>
        </div>
        <p>
          Pindai untuk mendaftar dan melihat rinciannya:
          <br />
          <strong>{address}</strong>
        </p>
      </div>
    </section>
  );
}
