/**
 * One name for each page: its menu entry, its <h1>, its <title>, its
 * breadcrumb and every link to it from another page say the same words, so a
 * visitor who taps "Sejarah Cabang" lands on "Sejarah Cabang". A komisariat's
 * page takes its name from the content (branches.json).
 */
export const pageNames = {
  "/": "Beranda",
  "/tentang": "Profil Cabang",
  "/tentang-bpc": "Badan Pengurus Cabang",
  "/tentang-demisioner": "Pengurus Demisioner",
  "/sejarah-gmki-wamena": "Sejarah Cabang",
  "/struktur": "Struktur Organisasi",
  "/struktur/bpc": "Susunan Pengurus",
  "/kegiatan": "Kegiatan",
  "/berita": "Berita",
  "/aturan": "Aturan",
  "/kontak": "Kontak",
  "/kredit-foto": "Sumber Gambar",
  "/cari": "Pencarian",
} as const;

export type NamedPage = keyof typeof pageNames;

/** Every page of the site: the named ones and each komisariat's (app/routes.ts). */
export const sitePages = (branchSlugs: readonly string[]): Set<string> =>
  new Set([...Object.keys(pageNames), ...branchSlugs.map((slug) => `/struktur/${slug}`)]);
