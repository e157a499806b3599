/**
 * One drawn motif of the Baliem valley per topic (app/assets/art/), for the
 * band that opens each inner page, so that pages differ: honai for the
 * branch, receding ridges for its history, noken on a line for its
 * structure, people on a path for activities, the river for news, garden
 * plots for rules, the town for contact; and one per kind of event, on the
 * event's own page: a cross on the hill at dawn (Kerohanian), a book that
 * opens onto the mountains (Pendidikan), neighbours hand in hand
 * (Sosial); and one per scene a big event may choose instead (Natal,
 * Paskah, Dies Natalis, MAPPER). Each says what it shows, for the photo credits (/kredit-foto),
 * which say who drew them: the site's makers, for the branch. Read by route loaders at
 * build, so that no page's script carries the list.
 */
import aturan from "~/assets/art/motif-aturan.svg?no-inline";
import berita from "~/assets/art/motif-berita.svg?no-inline";
import kegiatan from "~/assets/art/motif-kegiatan.svg?no-inline";
import kerohanian from "~/assets/art/motif-kerohanian.svg?no-inline";
import pendidikan from "~/assets/art/motif-pendidikan.svg?no-inline";
import sosial from "~/assets/art/motif-sosial.svg?no-inline";
import kontak from "~/assets/art/motif-kontak.svg?no-inline";
import natal from "~/assets/art/motif-natal.svg?no-inline";
import paskah from "~/assets/art/motif-paskah.svg?no-inline";
import dies from "~/assets/art/motif-dies-natalis.svg?no-inline";
import mapper from "~/assets/art/motif-mapper.svg?no-inline";
import sejarah from "~/assets/art/motif-sejarah.svg?no-inline";
import struktur from "~/assets/art/motif-struktur.svg?no-inline";
import tentang from "~/assets/art/motif-tentang.svg?no-inline";
import { kindDrawings, sceneDrawings } from "~/lib/media/kind-drawings";
import type { Event, EventCategory } from "~/content/schema";

/** A page header's drawing: its file, and what it shows. */
export interface Motif {
  src: string;
  subject: string;
}

export const motifs = {
  tentang: { src: tentang, subject: "Tiga honai di bawah matahari" },
  sejarah: { src: sejarah, subject: "Punggung pegunungan yang berlapis menjauh, seperti tahun demi tahun" },
  struktur: { src: struktur, subject: "Noken-noken tergantung berjajar pada seutas tali, di depan anyaman jala" },
  kegiatan: { src: kegiatan, subject: "Orang-orang berjalan di jalan setapak yang berkelok menuju pegunungan" },
  berita: { src: berita, subject: "Sungai yang berkelok di antara kebun dan pepohonan" },
  aturan: { src: aturan, subject: "Petak-petak kebun ubi jalar yang tertata" },
  kontak: { src: kontak, subject: "Kota Wamena dengan gereja dan atap-atap sengnya" },
  Kerohanian: { src: kerohanian, subject: "Salib di puncak bukit saat fajar, jemaat berkumpul di kakinya" },
  Pendidikan: { src: pendidikan, subject: "Buku terbuka dengan pegunungan yang tumbuh dari halamannya" },
  Sosial: { src: sosial, subject: "Warga bergandengan tangan di antara honai dan tunas ubi" },
} as const satisfies Record<string, Motif> & Record<EventCategory, Motif>;

/** The scenes a big event may choose (its `scene`), for its page's header. */
export const sceneMotifs = {
  natal: { src: natal, subject: "Jemaat bernyanyi dengan lilin di bawah bintang Natal" },
  paskah: { src: paskah, subject: "Kubur kosong saat matahari terbit, tiga salib di bukit" },
  "dies-natalis": { src: dies, subject: "Bakar batu bersama anggota dan alumni di bawah bendera" },
  mapper: { src: mapper, subject: "Mahasiswa baru disambut di gerbang berhias noken" },
} as const satisfies Record<keyof typeof sceneDrawings, Motif>;

/** An event's header drawing: its own scene's, or its kind's. */
export function eventMotif(event: Pick<Event, "category" | "scene">): Motif {
  return event.scene ? sceneMotifs[event.scene] : motifs[event.category];
}

/** The line drawings of the kinds and scenes of event, on their cards and posters (components/activities/kind-drawing.tsx). */
export const lineDrawings = [...Object.values(kindDrawings), ...Object.values(sceneDrawings)];

/** Who drew the motifs, as /kredit-foto says it. */
export const MOTIF_CREDIT = {
  author: "pengembang situs ini, untuk GMKI Cabang Wamena",
  license: "Digambar khusus untuk situs ini; cabang boleh memakainya di mana saja",
};
