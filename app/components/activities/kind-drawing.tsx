import type { Event } from "~/content/schema";
import { cn } from "~/lib/cn";
import { eventLineDrawing } from "~/lib/media/kind-drawings";

/**
 * A card's small drawing of its event: the middle of its line drawing (its
 * own scene's, or its kind's), in a square. Decorative: asked for after
 * everything else (the page header's drawing, the first photo), the cards
 * further down only when near.
 */
export function KindDrawing({ event, className }: { event: Pick<Event, "category" | "scene">; className?: string }) {
  return (
    <img
      src={eventLineDrawing(event).src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      fetchPriority="low"
      decoding="async"
      className={cn("object-cover", className)}
    />
  );
}
