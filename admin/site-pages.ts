/**
 * "Lihat di situs" in the editor opens the page the entry is shown on: an
 * event's or an article's own page, the page a file of the admin fills
 * (Pengurus: /tentang-bpc), or the home page for what every page shows
 * (the site's identity, the checklist). Decap makes the link from
 * `site_url` and the collection's or file's `preview_path`; the addresses
 * are the app's own (app/lib/pages), so a page that moves moves here too.
 */
import type { CmsCollection } from "decap-cms-core";
import { previewNames } from "~/content/cms";
import { articlePath, eventPath } from "~/lib/pages/addresses";
import { keptFile } from "./cross-check";
import type { NamedPage } from "~/lib/pages/names";

/** Decap's placeholder for an entry's file name, which is its address. */
const SLUG = "{{slug}}";

/** The page of each folder's entries. */
const folderPages: Record<string, string> = {
  [previewNames.events]: eventPath(SLUG),
  [previewNames.news]: articlePath(SLUG),
  // Documents are offered for download on the rules page, in its section "dokumen".
  [previewNames.documents]: "/aturan#dokumen",
};

/** The page each file is shown on, by the file's name in cms.ts. */
const filePages: Record<string, NamedPage> = {
  cek: "/",
  foto: "/kredit-foto",
  [previewNames.board]: "/tentang-bpc",
  [previewNames.branches]: "/struktur",
  sejarah: "/sejarah-gmki-wamena",
  aturan: "/aturan",
  kontak: "/kontak",
  program: "/kegiatan",
  beranda: "/",
  tentang: "/tentang",
  situs: "/",
};

/** The page of a folder's entry or of a file; undefined for one this module does not know (site-pages.test.ts). */
export function pageOf(collection: string, file?: string): string | undefined {
  return file === undefined ? folderPages[collection] : filePages[file];
}

/** The collections with each one's page as its `preview_path` (Decap's, without the leading slash). */
export function withSitePages(collections: readonly CmsCollection[]): CmsCollection[] {
  const path = (page = "/") => page.replace(/^\//, "");
  return collections.map((collection) =>
    collection.files
      ? {
          ...collection,
          files: collection.files.map((file) => ({ ...file, preview_path: path(pageOf(collection.name, file.name)) })),
        }
      : { ...collection, preview_path: path(pageOf(collection.name)) },
  );
}

/** The news list, where an article without a page has its card, at its own anchor (as the home page links it). */
const NEWS_LIST: NamedPage = "/berita";

/**
 * An article without a body has no page of its own (app/routes.ts), and
 * `preview_path` cannot tell it from one with a body: its "Lihat di situs"
 * is pointed at its card on the news list, once the saved article is known
 * (the pre-save check's copy, read ahead at sign-in: CONTENT_READ) and
 * whenever Decap draws the link (the page's observer, main.tsx).
 */
export function pointArticleWithoutPage(): void {
  const slug = /^#\/collections\/berita\/entries\/([^/?#]+)$/.exec(location.hash)?.[1];
  const link = document.querySelector<HTMLAnchorElement>('a[class*="-PreviewLink"]');
  const saved = slug && keptFile(`news/${slug}.json`);
  if (!slug || !link || !saved) return;
  const { body } = JSON.parse(saved) as { body?: unknown[] };
  const own = articlePath(slug);
  if ((body?.length ?? 0) === 0 && link.pathname.endsWith(own)) {
    link.href = link.href.replace(new RegExp(`${own}$`), `${NEWS_LIST}#${slug}`);
  }
}
