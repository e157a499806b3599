import dies from "~/assets/art/garis-dies-natalis.svg?no-inline";
import kerohanian from "~/assets/art/garis-kerohanian.svg?no-inline";
import mapper from "~/assets/art/garis-mapper.svg?no-inline";
import natal from "~/assets/art/garis-natal.svg?no-inline";
import paskah from "~/assets/art/garis-paskah.svg?no-inline";
import pendidikan from "~/assets/art/garis-pendidikan.svg?no-inline";
import sosial from "~/assets/art/garis-sosial.svg?no-inline";
import type { Event, EventCategory } from "~/content/schema";

interface LineDrawing {
  src: string;
  subject: string;
}

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
} as const satisfies Record<EventCategory, LineDrawing>;

/** The scenes a big event may choose instead (its `scene`; lib/text/content-names.ts), drawn the same way. */
export const sceneDrawings = {
  natal: { src: natal, subject: "Gambar garis: jemaat bernyanyi dengan lilin di bawah bintang Natal" },
  paskah: { src: paskah, subject: "Gambar garis: kubur kosong saat matahari terbit" },
  "dies-natalis": { src: dies, subject: "Gambar garis: bakar batu bersama anggota dan alumni di bawah bendera" },
  mapper: { src: mapper, subject: "Gambar garis: mahasiswa baru disambut di gerbang berhias noken" },
} as const satisfies Record<Exclude<NonNullable<Event["scene"]>, "">, LineDrawing>;

/** An event's line drawing: its own scene's, or its kind's. */
export function eventLineDrawing(event: Pick<Event, "category" | "scene">): LineDrawing {
  return event.scene ? sceneDrawings[event.scene] : kindDrawings[event.category];
}
