import kerohanian from "~/assets/art/garis-kerohanian.svg?no-inline";
import pendidikan from "~/assets/art/garis-pendidikan.svg?no-inline";
import sosial from "~/assets/art/garis-sosial.svg?no-inline";
import type { EventCategory } from "~/content/schema";

/**
 * Each kind of event's line drawing (app/assets/art/garis-*.svg): dark lines
 * on nothing, so a poster photocopied in black and white keeps it; its
 * subject in the middle, which is all a card shows (components/activities/kind-drawing.tsx).
 * Under 400 px wide the drawing keeps its lines 2 px thick (a media query in the file).
 */
export const kindDrawings = {
  Kerohanian: { src: kerohanian, subject: "Gambar garis: salib di puncak bukit dan jemaat di kakinya" },
  Pendidikan: { src: pendidikan, subject: "Gambar garis: buku terbuka dengan pegunungan di halamannya" },
  Sosial: { src: sosial, subject: "Gambar garis: warga bergandengan tangan di antara honai" },
} as const satisfies Record<EventCategory, { src: string; subject: string }>;
