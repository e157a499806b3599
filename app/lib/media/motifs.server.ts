/**
 * One drawn motif of the Baliem valley per topic (app/assets/art/), for the
 * band that opens each inner page, so that pages differ: honai for the
 * branch, receding ridges for its history, the noken's mesh for its
 * structure, people on a path for activities, the river for news, garden
 * plots for rules, the town for contact. Read by route loaders at build,
 * so that no page's script carries the list.
 */
import aturan from "~/assets/art/motif-aturan.svg?no-inline";
import berita from "~/assets/art/motif-berita.svg?no-inline";
import kegiatan from "~/assets/art/motif-kegiatan.svg?no-inline";
import kontak from "~/assets/art/motif-kontak.svg?no-inline";
import sejarah from "~/assets/art/motif-sejarah.svg?no-inline";
import struktur from "~/assets/art/motif-struktur.svg?no-inline";
import tentang from "~/assets/art/motif-tentang.svg?no-inline";

export const motifs = { tentang, sejarah, struktur, kegiatan, berita, aturan, kontak } as const;
