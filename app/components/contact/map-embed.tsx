import { Map as MapIcon, WifiOff } from "lucide";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { hook, MAP, MAP_OFFLINE } from "~/lib/browser/hooks";

interface MapEmbedProps {
  /** Address of the embeddable map page. */
  src: string;
  /** What the map shows, as the frame's title. */
  title: string;
}

const frameClass = "aspect-[3/2] w-full rounded-card border border-line @lg:aspect-[16/9]";

/**
 * An interactive map that loads only when the visitor asks for it: until
 * then the page makes no request to another site. Offline, it says so
 * instead. The page's script (app/lib/browser/map.ts) puts the frame in
 * place of the request; without JavaScript the frame is in <noscript> and loads
 * lazily.
 */
export function MapEmbed({ src, title }: MapEmbedProps) {
  const frame = <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer" className={frameClass} />;
  // Laid out by the room it has (a column beside the form, or the page's width), not by the screen.
  return (
    <div className="@container">
      <noscript>{frame}</noscript>
      <div
        data-needs-js=""
        {...hook(MAP)}
        // As tall as its words until the map is asked for: no empty panel to scroll past.
        className="flex w-full flex-col items-center justify-center gap-4 rounded-card border border-line bg-brand-50 p-6 text-center @lg:flex-row @lg:text-left"
      >
        <Icon icon={MapIcon} className="size-10 shrink-0 text-brand-600" />
        <p className="max-w-md text-muted">
          Peta interaktif dimuat dari OpenStreetMap hanya bila Anda memintanya, agar hemat kuota.
        </p>
        <button type="button" className={buttonClass({}, "shrink-0")}>
          Tampilkan Peta
        </button>
        {/* Inert until the script puts it in the request's place. */}
        <template>{frame}</template>
      </div>
      <div
        {...hook(MAP_OFFLINE)}
        hidden
        className="flex w-full flex-col items-center justify-center gap-4 rounded-card border border-line bg-brand-50 p-6 text-center @lg:flex-row @lg:text-left"
      >
        <Icon icon={WifiOff} className="size-10 shrink-0 text-brand-600" />
        <p role="status" className="max-w-md text-muted">
          Peta tidak dapat dimuat karena Anda sedang luring (tanpa koneksi internet). Coba lagi saat tersambung.
        </p>
      </div>
    </div>
  );
}
