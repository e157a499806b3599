import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/cn";

/** A round button over the photos; the arrows are as wide as they are tall. */
const round =
  "flex h-11 min-w-11 items-center justify-center rounded-full bg-brand-950/60 text-white hover:bg-brand-950/85";

interface CarouselControlsProps {
  count: number;
  index: number;
  playing: boolean;
  /** The id of the slides' container, which the arrows change. */
  slidesId: string;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlaying: () => void;
}

/**
 * The carousel's dots, arrows and pause button, at its foot. They appear
 * once React runs: before, the first picture stands still and there is
 * nothing to turn or pause, so no button waits in vain (nor tells a screen
 * reader it cannot be used yet); without JavaScript they never appear.
 */
export function CarouselControls({
  count,
  index,
  playing,
  slidesId,
  onPrevious,
  onNext,
  onTogglePlaying,
}: CarouselControlsProps) {
  if (!useHydrated()) return null;
  return (
    <div className="absolute right-0 bottom-0 left-0">
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
        <button type="button" aria-controls={slidesId} onClick={onPrevious} className={round}>
          <Icon icon={ChevronLeft} className="size-5" />
          <span className="sr-only">Gambar sebelumnya</span>
        </button>
        <button type="button" onClick={onTogglePlaying} className={cn(round, "gap-2 px-4 font-semibold")}>
          <Icon icon={playing ? Pause : Play} className="size-4" />
          {playing ? "Jeda" : "Putar"}
        </button>
        <button type="button" aria-controls={slidesId} onClick={onNext} className={round}>
          <Icon icon={ChevronRight} className="size-5" />
          <span className="sr-only">Gambar berikutnya</span>
        </button>
      </div>
    </div>
  );
}
