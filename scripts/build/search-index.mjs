// The site's search index (called by postbuild.mjs): Pagefind reads the
// finished pages and writes its chunked index to <client>/pagefind/, which
// app/search-script.ts loads on /cari once a visitor types. A search then
// downloads Pagefind (about 60 KB gzip with its WebAssembly) and a few KB of
// the index, whatever the archive holds; the service worker never saves it
// ahead (scripts/build/service-worker.mjs).
import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import { basename, join } from "node:path";
import * as pagefind from "pagefind";

/** Where the index goes, under the built site. */
export const SEARCH_DIR = "pagefind";

/**
 * Left out of what is indexed on a page: the ways on (breadcrumbs, related
 * pages, next and previous article), sharing, the printed poster (which
 * repeats the event's page), and controls that need script.
 */
const NOT_SEARCHED = ["nav", 'section[aria-labelledby="bagikan"]', "[data-poster]", "[data-needs-js]", "noscript"];

/**
 * Pagefind's ready-made interfaces, which the site does not use (its own
 * results are in routes/search.tsx): not deployed.
 */
const UNUSED = /^pagefind-(component-ui|modular-ui|ui)\.(js|css)$|^pagefind-highlight\.js$/;

/**
 * Indexes the pages that carry Pagefind's marks (components/search/search-entry.ts:
 * articles, events, rules, komisariat and profile pages), in Indonesian
 * (stemmed as such: "kegiatan" finds "giat"), and each uploaded document
 * by its title and description, leading to the PDF itself.
 * @param {string} client the built site
 * @param {string} content the content folder it was built from
 * @returns {Promise<{ pages: number, documents: number }>}
 */
export async function buildSearchIndex(client, content) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "id", excludeSelectors: NOT_SEARCHED });
  try {
    if (!index) throw new Error(`search index: ${errors.join("; ")}`);
    // Pages only: 404.html and the admin (built afterwards) carry no marks anyway.
    const added = await index.addDirectory({ path: client, glob: "**/index.html" });
    if (added.errors.length > 0) throw new Error(`search index: ${added.errors.join("; ")}`);
    const documents = await documentsOf(content);
    for (const document of documents) {
      const { errors: failed } = await index.addCustomRecord({
        url: `/dokumen/${document.file}`,
        content: `${document.title}. ${document.description}`,
        language: "id",
        meta: { title: document.title, date: document.date },
        filters: { jenis: ["Dokumen"] },
      });
      if (failed.length > 0) throw new Error(`search index: ${failed.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath: join(client, SEARCH_DIR) });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join("; ")}`);
    for (const file of await readdir(join(client, SEARCH_DIR))) {
      if (UNUSED.test(file)) await rm(join(client, SEARCH_DIR, file));
    }
    return { pages: added.page_count, documents: documents.length };
  } finally {
    await pagefind.close();
  }
}

/**
 * Each uploaded document's title, description, date and file name (the
 * content is checked before the build).
 * @param {string} content
 * @returns {Promise<{ title: string, description: string, date: string, file: string }[]>}
 */
async function documentsOf(content) {
  const dir = join(content, "documents");
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((file) => file.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (file) => {
      const { title, description, date, file: pdf } = JSON.parse(await readFile(join(dir, file), "utf8"));
      return { title, description, date, file: basename(pdf) };
    }),
  );
}
