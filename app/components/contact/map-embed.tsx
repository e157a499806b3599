import { Map as MapIcon, WifiOff } from "lucide";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useOnline } from "~/hooks/use-online";

interface MapEmbedProps {
  /** Address of the embeddable map page. */
  src: string;
  /** What the map shows, as the frame's title. */
  title: string;
}

const frameClass = "aspect-[3/2] w-full rounded-card border border-line sm:aspect-[16/9]";

/**
 * An interactive map that loads only when the visitor asks for it: until
 * then the page makes no request to another site. Offline, it says so
 * instead. Without JavaScript the frame is in <noscript> and loads lazily.
 */
export function MapEmbed({ src, title }: MapEmbedProps) {
  const [requested, setRequested] = useState(false);
  const online = useOnline();

  const frame = <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer" className={frameClass} />;

  if (requested && online) return frame;

  return (
    <>
      <noscript>{frame}</noscript>
      <div
        data-needs-js=""
        className={`${frameClass} flex flex-col items-center justify-center gap-4 bg-brand-50 bg-[radial-gradient(var(--color-brand-200)_1px,transparent_1px)] bg-size-[18px_18px] p-6 text-center`}
      >
        {requested ? (
          <>
            <Icon icon={WifiOff} className="size-10 text-brand-600" />
            <p role="status" className="max-w-sm rounded-lg bg-brand-50/90 px-3 py-1 text-muted">
              Peta tidak dapat dimuat karena Anda sedang luring (tanpa koneksi internet). Coba lagi saat tersambung.
            </p>
          </>
        ) : (
          <>
            <Icon icon={MapIcon} className="size-10 text-brand-600" />
            <p className="max-w-sm rounded-lg bg-brand-50/90 px-3 py-1 text-muted">
              Peta interaktif dimuat dari OpenStreetMap hanya bila Anda memintanya, agar hemat kuota.
            </p>
            <Button onClick={() => setRequested(true)}>Tampilkan Peta</Button>
          </>
        )}
      </div>
    </>
  );
}
