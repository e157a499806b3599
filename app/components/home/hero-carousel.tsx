import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import type { ReactNode } from "react";
import { Photo } from "~/components/media/photo";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import type { PhotoData } from "~/lib/media/photo-data";

/** Drawings beyond the first: a JSON file of PhotoData, and how many it holds. */
interface LaterPhotos {
  url: string;
  count: number;
}

interface HeroCarouselProps {
  /** The first drawing, the page's main image. */
  photo: PhotoData;
  /** The others, fetched by the page's script once it runs (app/lib/browser/carousel.ts). */
  later?: LaterPhotos;
  /** What the carousel shows, e.g. "Gambar Lembah Baliem". */
  label: string;
  /** The hero's words and buttons. */
  children: ReactNode;
}

/** A round button on the deep blue; the arrows are as wide as they are tall. */
const round =
  "flex h-11 min-w-11 items-center justify-center rounded-full bg-brand-900 text-white ring-1 ring-white/25 hover:bg-brand-800";

/**
 * The home page's hero: its drawings turn every 5 seconds, on the WAI-ARIA
 * carousel pattern. Below 64rem the drawing is a band above the words,
 * unveiled, its controls in a row right under it, and the words on the
 * solid deep blue below them; from 64rem the words stand on the left over
 * a veil that fades towards the drawing on the right (app.css, .hero), the
 * controls at the foot on the left. They cover no drawing at any width.
 *
 * Prerendered: the first drawing is in the HTML, the slides
 * for the others are empty until the page's script fetches them, and the
 * controls are hidden until that script shows them, as the page is parsed
 * (app/lib/browser/carousel.ts); without JavaScript the first drawing
 * stands alone.
 */
export function HeroCarousel({ photo, later, label, children }: HeroCarouselProps) {
  const count = 1 + (later?.count ?? 0);
  const slidesId = "gambar-beranda";
  return (
    <section
      data-carousel={later?.url}
      aria-roledescription="tayangan gambar"
      aria-label={label}
      className="hero relative isolate overflow-hidden bg-brand-950 on-dark"
    >
      <div id={slidesId} aria-live="polite" className="hero-slides">
        {Array.from({ length: count }, (_, slide) => (
          <div
            key={slide}
            role="group"
            aria-roledescription="gambar"
            aria-label={`${slide + 1} dari ${count}`}
            aria-hidden={slide !== 0}
            className={cn(
              "absolute inset-0 transition-opacity duration-1000 ease-out",
              slide === 0 ? "opacity-100" : "opacity-0",
            )}
          >
            {slide === 0 && <Photo photo={photo} sizes="100vw" priority className="size-full" />}
          </div>
        ))}
        <div className="hero-veil" />
      </div>

      {count > 1 && (
        // Its row's room kept below 64rem while the script has not yet shown the controls: the words never jump.
        <div className="max-lg:min-h-13">
          <div data-carousel-controls="" hidden className="lg:absolute lg:right-0 lg:bottom-0 lg:left-0 lg:z-10">
            <div className="container-page flex items-center gap-2 pt-2 lg:pb-5">
              <p data-dots="" aria-hidden="true" className="mr-auto flex gap-1.5 lg:mr-2">
                {Array.from({ length: count }, (_, slide) => (
                  <span
                    key={slide}
                    className={cn(
                      "h-1.5 rounded-full transition-all",
                      slide === 0 ? "w-6 bg-accent-400" : "w-1.5 bg-white/60",
                    )}
                  />
                ))}
              </p>
              <button type="button" data-previous="" aria-controls={slidesId} className={round}>
                <Icon icon={ChevronLeft} className="size-5" />
                <span className="sr-only">Gambar sebelumnya</span>
              </button>
              <button type="button" data-toggle="" className={cn(round, "gap-2 px-4 font-semibold")}>
                <span data-when-playing="" className="contents">
                  <Icon icon={Pause} className="size-4" />
                  Jeda
                </span>
                <span data-when-paused="" hidden className="contents">
                  <Icon icon={Play} className="size-4" />
                  Putar
                </span>
              </button>
              <button type="button" data-next="" aria-controls={slidesId} className={round}>
                <Icon icon={ChevronRight} className="size-5" />
                <span className="sr-only">Gambar berikutnya</span>
              </button>
            </div>
          </div>
        </div>
      )}

      <div data-hero-words="" className="relative container-page pt-4 pb-5 sm:pt-5 sm:pb-6 lg:pt-24 lg:pb-28">
        {children}
      </div>
    </section>
  );
}
