/**
 * The words for the content's fixed choices, as pages show them and as the
 * admin offers them; the files keep the short value. Self-contained, as
 * every module the content model imports from lib/ is
 * (app/content/layers.test.ts). The schema makes its choices of them
 * (schema.ts, choice), so the values are written here only.
 */

export const newsCategoryNames = {
  berita: "Berita Cabang",
  "tulisan-anggota": "Tulisan Anggota",
} as const;

export const documentKindNames = {
  "ad-art": "AD/ART",
  "peraturan-cabang": "Peraturan Cabang",
  formulir: "Formulir",
  lainnya: "Lainnya",
} as const;

/**
 * The scenes an event may be drawn with instead of its kind's drawing
 * (app/lib/media/kind-drawings.ts), by what each shows: a big event of the
 * year its own picture on its page, card and poster.
 */
export const eventSceneNames = {
  natal: "Natal: jemaat bernyanyi dengan lilin di bawah bintang",
  paskah: "Paskah: kubur kosong saat matahari terbit",
  "dies-natalis": "Dies Natalis: bakar batu bersama anggota dan alumni",
  mapper: "MAPPER: mahasiswa baru disambut di gerbang berhias noken",
} as const;
