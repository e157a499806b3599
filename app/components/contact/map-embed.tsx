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
        // As tall as its words until the map is asked for: no empty panel to scroll past.
        className="flex w-full flex-col items-center justify-center gap-4 rounded-card border border-line bg-brand-50 p-6 text-center sm:flex-row sm:text-left"
      >
        {requested ? (
          <>
            <Icon icon={WifiOff} className="size-10 shrink-0 text-brand-600" />
            <p role="status" className="max-w-md text-muted">
              Peta tidak dapat dimuat karena Anda sedang luring (tanpa koneksi internet). Coba lagi saat tersambung.
            </p>
          </>
        ) : (
          <>
            <Icon icon={MapIcon} className="size-10 shrink-0 text-brand-600" />
            <p className="max-w-md text-muted">
              Peta interaktif dimuat dari OpenStreetMap hanya bila Anda memintanya, agar hemat kuota.
            </p>
            <Button onClick={() => setRequested(true)} className="shrink-0">
              Tampilkan Peta
            </Button>
          </>
        )}
      </div>
    </>
  );
}
