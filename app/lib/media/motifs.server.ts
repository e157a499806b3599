/**
 * One drawn motif of the Baliem valley per topic (app/assets/art/), for the
 * band that opens each inner page, so that pages differ: honai for the
 * branch, receding ridges for its history, the noken's mesh for its
 * structure, people on a path for activities, the river for news, garden
 * plots for rules, the town for contact. Each says what it shows, for the
 * photo credits (/kredit-foto), which say who drew them: the site's makers, for the branch.
 * Read by route loaders at build, so that no page's script carries the list.
 */
import aturan from "~/assets/art/motif-aturan.svg?no-inline";
import berita from "~/assets/art/motif-berita.svg?no-inline";
import kegiatan from "~/assets/art/motif-kegiatan.svg?no-inline";
import kontak from "~/assets/art/motif-kontak.svg?no-inline";
import sejarah from "~/assets/art/motif-sejarah.svg?no-inline";
import struktur from "~/assets/art/motif-struktur.svg?no-inline";
import tentang from "~/assets/art/motif-tentang.svg?no-inline";

/** A page header's drawing: its file, and what it shows. */
export interface Motif {
  src: string;
  subject: string;
}

export const motifs = {
  tentang: { src: tentang, subject: "Tiga honai di bawah matahari" },
  sejarah: { src: sejarah, subject: "Punggung pegunungan yang berlapis menjauh, seperti tahun demi tahun" },
  struktur: { src: struktur, subject: "Noken dan anyaman jalanya yang melebar menjadi jaring" },
  kegiatan: { src: kegiatan, subject: "Orang-orang berjalan di jalan setapak yang berkelok menuju pegunungan" },
  berita: { src: berita, subject: "Sungai yang berkelok di antara kebun dan pepohonan" },
  aturan: { src: aturan, subject: "Petak-petak kebun ubi jalar yang tertata" },
  kontak: { src: kontak, subject: "Kota Wamena dengan gereja dan atap-atap sengnya" },
} as const satisfies Record<string, Motif>;

/** Who drew the motifs, as /kredit-foto says it. */
export const MOTIF_CREDIT = {
  author: "pengembang situs ini, untuk GMKI Cabang Wamena",
  license: "Digambar khusus untuk situs ini; cabang boleh memakainya di mana saja",
};
