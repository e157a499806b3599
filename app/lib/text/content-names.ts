/**
 * The words for the content's fixed choices, as pages show them and as the
 * admin offers them; the files keep the short value.
 */
import type { z } from "zod";
import type { documentKindSchema, newsCategorySchema } from "../../content/schema";

export const newsCategoryNames = {
  berita: "Berita Cabang",
  "tulisan-anggota": "Tulisan Anggota",
} as const satisfies Record<z.infer<typeof newsCategorySchema>, string>;

export const documentKindNames = {
  "ad-art": "AD/ART",
  "peraturan-cabang": "Peraturan Cabang",
  formulir: "Formulir",
  lainnya: "Lainnya",
} as const satisfies Record<z.infer<typeof documentKindSchema>, string>;
