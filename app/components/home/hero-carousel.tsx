import { useUntilReady } from "~/hooks/use-until-ready";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useState, type FocusEvent, type ReactNode } from "react";
import { Photo } from "~/components/media/photo";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";
import { useSaveData } from "~/hooks/use-save-data";
import { cn } from "~/lib/cn";
import type { PhotoData } from "~/lib/media/photo-data";

/** Time each photo is shown: five seconds. */
export const SLIDE_INTERVAL_MS = 5000;
/** How long before its turn the next photo starts loading. */
const PREPARE_MS = 1500;

interface HeroCarouselProps {
  photos: readonly PhotoData[];
  /** More photos in a JSON file (a list of PhotoData), fetched once the carousel runs. */
  later?: { url: string; count: number };
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
export function HeroCarousel({ photos: givenPhotos, later, label, children }: HeroCarouselProps) {
  const saveData = useSaveData();
  const waiting = useUntilReady();
  const [fetched, setFetched] = useState<readonly PhotoData[] | "failed">();
  useEffect(() => {
    if (!later || saveData) return;
    let current = true;
    fetch(later.url)
      .then((response) => (response.ok ? (response.json() as Promise<PhotoData[]>) : Promise.reject()))
      .then(
        (photos) => current && setFetched(photos),
        () => current && setFetched("failed"),
      );
    return () => {
      current = false;
    };
  }, [later, saveData]);
  const photos = Array.isArray(fetched) ? [...givenPhotos, ...fetched] : givenPhotos;
  const count =
    saveData || fetched === "failed" ? 1 : fetched ? photos.length : givenPhotos.length + (later?.count ?? 0);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [prepared, setPrepared] = useState<ReadonlySet<number>>(() => new Set([0]));
  const slidesId = useId();

  const playing = choice === null ? !reducedMotion : choice === "play";
  const rotating = playing && !hovered && !focused && count > 1;

  const show = (next: number) => {
    setIndex(next);
    setPrepared((current) => (current.has(next) ? current : new Set(current).add(next)));
  };

  useEffect(() => {
    if (!rotating) return;
    const next = (index + 1) % count;
    const prepare = setTimeout(
      () => setPrepared((current) => (current.has(next) ? current : new Set(current).add(next))),
      SLIDE_INTERVAL_MS - PREPARE_MS,
    );
    const advance = setTimeout(() => {
      setIndex(next);
      setPrepared((current) => (current.has(next) ? current : new Set(current).add(next)));
    }, SLIDE_INTERVAL_MS);
    return () => {
      clearTimeout(prepare);
      clearTimeout(advance);
    };
  }, [rotating, index, count]);

  const togglePlaying = () => {
    if (playing) {
      setChoice("pause");
    } else {
      // An explicit "Putar" wins over the pause that focus and hover give.
      setChoice("play");
      setHovered(false);
      setFocused(false);
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and focus only pause the turning
    <section
      aria-roledescription="tayangan foto"
      aria-label={label}
      className="relative isolate flex min-h-[30rem] items-end overflow-hidden bg-brand-950 on-dark sm:min-h-[38rem] lg:min-h-[42rem]"
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div id={slidesId} aria-live={rotating ? "off" : "polite"} className="absolute inset-0 -z-10">
        {Array.from({ length: count }, (_, slide) => (
          <div
            key={slide}
            role="group"
            aria-roledescription="foto"
            aria-label={`${slide + 1} dari ${count}`}
            aria-hidden={slide !== index}
            className={cn(
              "absolute inset-0 transition-opacity duration-1000 ease-out",
              slide === index ? "opacity-100" : "opacity-0",
            )}
          >
            {prepared.has(slide) && photos[slide] && (
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
        <div data-needs-js="" className="absolute right-0 bottom-0 left-0">
          <div className="container-page flex items-center justify-end gap-2 pb-5">
            <p aria-hidden="true" className="mr-2 flex gap-1.5">
              {Array.from({ length: count }, (_, slide) => (
                <span
                  key={slide}
                  className={cn(
                    "h-1.5 rounded-full transition-all",
                    slide === index ? "w-6 bg-accent-400" : "w-1.5 bg-white/60",
                  )}
                />
              ))}
            </p>
            <button
              type="button"
              aria-controls={slidesId}
              onClick={() => show((index - 1 + count) % count)}
              {...waiting.props}
              className="flex size-11 items-center justify-center rounded-full bg-brand-950/60 text-white hover:bg-brand-950/85"
            >
              <Icon icon={ChevronLeft} className="size-5" />
              <span className="sr-only">Foto sebelumnya</span>
              {waiting.note}
            </button>
            <button
              type="button"
              onClick={togglePlaying}
              {...waiting.props}
              className="flex h-11 items-center gap-2 rounded-full bg-brand-950/60 px-4 font-semibold text-white hover:bg-brand-950/85"
            >
              {playing ? <Icon icon={Pause} className="size-4" /> : <Icon icon={Play} className="size-4" />}
              {playing ? "Jeda" : "Putar"}
              {waiting.note}
            </button>
            <button
              type="button"
              aria-controls={slidesId}
              onClick={() => show((index + 1) % count)}
              {...waiting.props}
              className="flex size-11 items-center justify-center rounded-full bg-brand-950/60 text-white hover:bg-brand-950/85"
            >
              <Icon icon={ChevronRight} className="size-5" />
              <span className="sr-only">Foto berikutnya</span>
              {waiting.note}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
