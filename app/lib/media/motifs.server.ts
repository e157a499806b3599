/**
 * One drawn motif of the Baliem valley per topic (app/assets/art/), for the
 * band that opens each inner page, so that pages differ: honai for the
 * branch, receding ridges for its history, noken on a line for its
 * structure, people on a path for activities, the river for news, garden
 * plots for rules, the town for contact; and one per kind of event, on the
 * event's own page: a cross on the hill at dawn (Kerohanian), a book that
 * opens onto the mountains (Pendidikan), neighbours hand in hand
 * (Sosial). Each says what it shows, for the photo credits (/kredit-foto),
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
import sejarah from "~/assets/art/motif-sejarah.svg?no-inline";
import struktur from "~/assets/art/motif-struktur.svg?no-inline";
import tentang from "~/assets/art/motif-tentang.svg?no-inline";
import { kindDrawings } from "~/lib/media/kind-drawings";
import type { EventCategory } from "~/content/schema";

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

/** The line drawings of the kinds of event, on their cards and posters (components/activities/kind-drawing.tsx). */
export const lineDrawings = Object.values(kindDrawings).map((drawing) => ({ ...drawing, line: true }));

/** Who drew the motifs, as /kredit-foto says it. */
export const MOTIF_CREDIT = {
  author: "pengembang situs ini, untuk GMKI Cabang Wamena",
  license: "Digambar khusus untuk situs ini; cabang boleh memakainya di mana saja",
};
