import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import type { ReactNode } from "react";
import { Photo } from "~/components/media/photo";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { NO_PICTURE, type PhotoData } from "~/lib/media/photo-data";
import {
  CAROUSEL,
  CAROUSEL_CONTROLS,
  CAROUSEL_DOTS,
  CAROUSEL_NEXT,
  CAROUSEL_PHOTO,
  CAROUSEL_PREVIOUS,
  CAROUSEL_TOGGLE,
  CAROUSEL_WHEN_PAUSED,
  CAROUSEL_WHEN_PLAYING,
  hook,
} from "~/lib/browser/hooks";

interface HeroCarouselProps {
  /** The first drawing, the page's main image. */
  photo: PhotoData;
  /** Each slide's caption, the place it shows ("Lembah Baliem saat fajar"), the first's first. */
  captions: readonly string[];
  /** The file of the drawings after the first (PhotoData[]), fetched by the page's script once it runs (app/lib/browser/carousel.ts). */
  later?: string;
  /** What the carousel shows, e.g. "Gambar Lembah Baliem". */
  label: string;
  /** The hero's words and buttons. */
  children: ReactNode;
}

/** A round button on the deep blue; the arrows are as wide as they are tall. */
const round =
  "flex h-11 min-w-11 items-center justify-center rounded-full bg-brand-900 text-white ring-1 ring-white/25 hover:bg-brand-800";

/** What a later slide's photo is before the script fills it from the file: every part of Photo's markup, showing nothing. */
const unfilled: PhotoData = {
  alt: "",
  sources: { avif: NO_PICTURE, webp: NO_PICTURE },
  img: { src: NO_PICTURE, w: 16, h: 9 },
  placeholder: NO_PICTURE,
};

/**
 * The home page's hero: its drawings turn every 5 seconds, on the WAI-ARIA
 * carousel pattern, each with a line that names its place (read with its
 * slide). Below 64rem the drawing is a band above the words, unveiled, its
 * caption and controls in a row right under it, and the words on the solid
 * deep blue below them; from 64rem the words stand on the left over a veil
 * that fades towards the drawing on the right (app.css, .hero), the
 * controls at the foot on the left, the caption at the foot on the right.
 * They cover no drawing's subject at any width.
 *
 * Prerendered: the first drawing is in the HTML, the slides for the
 * others hold only their captions until the page's script fetches their
 * photos and fills a copy of the <template> for each; the controls are
 * hidden until that script shows them, as the page is parsed
 * (app/lib/browser/carousel.ts). Without JavaScript the first drawing
 * stands alone, with its caption.
 */
export function HeroCarousel({ photo, captions, later, label, children }: HeroCarouselProps) {
  const count = later ? captions.length : 1;
  const slidesId = "gambar-beranda";
  return (
    <section
      {...hook(CAROUSEL, later ?? null)}
      aria-roledescription="tayangan gambar"
      aria-label={label}
      className="hero relative isolate overflow-hidden bg-brand-950 on-dark"
    >
      <div id={slidesId} aria-live="polite" className="hero-slides">
        {captions.slice(0, count).map((caption, slide) => (
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
            <p data-caption="" className="hero-caption">
              {caption}
            </p>
          </div>
        ))}
        <div className="hero-veil" />
      </div>
      {count > 1 && (
        <template {...hook(CAROUSEL_PHOTO)}>
          <Photo photo={unfilled} sizes="100vw" eager className="size-full" />
        </template>
      )}

      {/* The caption's row below 64rem, with or without the controls: the words never jump. */}
      <div className="max-lg:min-h-13">
        {count > 1 && (
          <div {...hook(CAROUSEL_CONTROLS)} hidden className="lg:absolute lg:right-0 lg:bottom-0 lg:left-0 lg:z-10">
            <div className="container-page flex items-center justify-end gap-2 pt-2 lg:justify-start lg:pb-5">
              <p {...hook(CAROUSEL_DOTS)} aria-hidden="true" className="mr-2 flex gap-1.5 max-sm:hidden">
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
              <button type="button" {...hook(CAROUSEL_PREVIOUS)} aria-controls={slidesId} className={round}>
                <Icon icon={ChevronLeft} className="size-5" />
                <span className="sr-only">Gambar sebelumnya</span>
              </button>
              <button type="button" {...hook(CAROUSEL_TOGGLE)} className={cn(round, "gap-2 px-4 font-semibold")}>
                <span {...hook(CAROUSEL_WHEN_PLAYING)} className="contents">
                  <Icon icon={Pause} className="size-4" />
                  Jeda
                </span>
                <span {...hook(CAROUSEL_WHEN_PAUSED)} hidden className="contents">
                  <Icon icon={Play} className="size-4" />
                  Putar
                </span>
              </button>
              <button type="button" {...hook(CAROUSEL_NEXT)} aria-controls={slidesId} className={round}>
                <Icon icon={ChevronRight} className="size-5" />
                <span className="sr-only">Gambar berikutnya</span>
              </button>
            </div>
          </div>
        )}
      </div>

      <div data-hero-words="" className="relative container-page pt-4 pb-5 sm:pt-5 sm:pb-6 lg:pt-24 lg:pb-28">
        {children}
      </div>
    </section>
  );
}
