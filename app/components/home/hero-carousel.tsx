import { useId, type ReactNode } from "react";
import { Photo } from "~/components/media/photo";
import { useLaterPhotos, type LaterPhotos } from "~/hooks/use-later-photos";
import { useRotation } from "~/hooks/use-rotation";
import { useSaveData } from "~/hooks/use-save-data";
import { cn } from "~/lib/cn";
import type { PhotoData } from "~/lib/media/photo-data";
import { CarouselControls } from "./carousel-controls";

/** Time each photo is shown: five seconds. */
export const SLIDE_INTERVAL_MS = 5000;
/** How long before its turn the next photo starts loading. */
const PREPARE_MS = 1500;

interface HeroCarouselProps {
  photos: readonly PhotoData[];
  /** More photos in a JSON file (a list of PhotoData), fetched once the carousel runs. */
  later?: LaterPhotos;
  /** What the carousel shows, e.g. "Foto alam pegunungan Wamena". */
  label: string;
  /** The hero's text and buttons, over the photos. */
  children: ReactNode;
}

/**
 * The home page's hero: its photos turn every 5 seconds behind the text, on
 * the WAI-ARIA carousel pattern. A visible button pauses and resumes
 * (WCAG 2.2.2); the turning also pauses while the pointer or keyboard focus
 * is inside, and never starts by itself under reduced motion. Only the first
 * photo is in the HTML; each next one loads shortly before its turn, and
 * the `later` ones' data once the carousel runs. When the browser asks to
 * save data, or the later photos cannot be had, the first photo stays
 * alone, without controls.
 */
export function HeroCarousel({ photos: given, later, label, children }: HeroCarouselProps) {
  const saveData = useSaveData();
  const { photos, count } = useLaterPhotos(given, later, saveData);
  const rotation = useRotation(count, SLIDE_INTERVAL_MS, PREPARE_MS);
  const slidesId = useId();

  return (
    <section
      aria-roledescription="tayangan gambar"
      aria-label={label}
      className="relative isolate flex min-h-[30rem] items-end overflow-hidden bg-brand-950 on-dark sm:min-h-[38rem] lg:min-h-[42rem]"
      {...rotation.pauseWhileInside}
    >
      <div id={slidesId} aria-live={rotation.rotating ? "off" : "polite"} className="absolute inset-0 -z-10">
        {Array.from({ length: count }, (_, slide) => (
          <div
            key={slide}
            role="group"
            aria-roledescription="gambar"
            aria-label={`${slide + 1} dari ${count}`}
            aria-hidden={slide !== rotation.index}
            className={cn(
              "absolute inset-0 transition-opacity duration-1000 ease-out",
              slide === rotation.index ? "opacity-100" : "opacity-0",
            )}
          >
            {rotation.prepared.has(slide) && photos[slide] && (
              <Photo photo={photos[slide]} sizes="100vw" priority={slide === 0} className="size-full" />
            )}
          </div>
        ))}
        {/* Keeps the text readable over any picture, even a white sky: where
            the words are, at least 70% of the deep blue (tests/site/hero-contrast.spec.ts). */}
        <div className="absolute inset-0 bg-linear-to-t from-brand-950/95 via-brand-950/80 to-brand-950/70 lg:bg-linear-to-r lg:from-brand-950/95 lg:via-brand-950/85 lg:via-55% lg:to-brand-950/15" />
      </div>

      <div className="relative container-page pt-8 pb-[4.5rem] sm:pt-24 sm:pb-24 lg:pb-28">{children}</div>

      {count > 1 && (
        <CarouselControls
          count={count}
          index={rotation.index}
          playing={rotation.playing}
          slidesId={slidesId}
          onPrevious={rotation.previous}
          onNext={rotation.next}
          onTogglePlaying={rotation.togglePlaying}
        />
      )}
    </section>
  );
}
