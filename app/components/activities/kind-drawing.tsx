import kerohanian from "~/assets/art/garis-kerohanian.svg?no-inline";
import pendidikan from "~/assets/art/garis-pendidikan.svg?no-inline";
import sosial from "~/assets/art/garis-sosial.svg?no-inline";
import type { EventCategory } from "~/content/schema";
import { cn } from "~/lib/cn";

/**
 * Each kind of event's line drawing (app/assets/art/garis-*.svg): dark lines
 * on nothing, so a poster photocopied in black and white keeps it; its
 * subject in the middle, which is all a card shows. Under 400 px wide the
 * drawing keeps its lines 2 px thick (a media query in the file).
 */
export const kindDrawings = {
  Kerohanian: { src: kerohanian, subject: "Gambar garis: salib di puncak bukit dan jemaat di kakinya" },
  Pendidikan: { src: pendidikan, subject: "Gambar garis: buku terbuka dengan pegunungan di halamannya" },
  Sosial: { src: sosial, subject: "Gambar garis: warga bergandengan tangan di antara honai" },
} as const satisfies Record<EventCategory, { src: string; subject: string }>;

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
