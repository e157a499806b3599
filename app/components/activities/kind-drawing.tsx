import type { EventCategory } from "~/content/schema";
import { cn } from "~/lib/cn";
import { kindDrawings } from "~/lib/media/kind-drawings";

/**
 * A card's small drawing of its kind: the middle of the line drawing, in a
 * square. Decorative: asked for after everything else (the page header's
 * drawing, the first photo), the cards further down only when near.
 */
export function KindDrawing({ category, className }: { category: EventCategory; className?: string }) {
  return (
    <img
      src={kindDrawings[category].src}
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
