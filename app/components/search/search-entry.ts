/**
 * The marks that put a page in the site's search (Pagefind reads them from
 * the built HTML, scripts/build/search-index.mjs): only an element that
 * carries them is indexed, so the lists that repeat other pages' words
 * (home, /berita, /kegiatan, the archive) stay out. `kind` is shown with
 * each result ("Berita", "Kegiatan"), and `date` (YYYY-MM-DD) in Indonesian.
 */
export function searchEntry(kind: string, date?: string) {
  return {
    "data-pagefind-body": "",
    "data-pagefind-filter": `jenis:${kind}`,
    ...(date && { "data-pagefind-meta": `date:${date}` }),
  };
}
