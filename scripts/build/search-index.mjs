// The site's search index (called by postbuild.mjs): Pagefind reads the
// finished pages and writes its chunked index to <client>/pagefind/, which
// app/scripts/search.ts loads on /cari once a visitor types. A search then
// downloads Pagefind (about 60 KB gzip with its WebAssembly) and a few KB of
// the index, whatever the archive holds; the service worker never saves it
// ahead (scripts/build/service-worker.mjs).
import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import { basename, join } from "node:path";
import * as pagefind from "pagefind";
import { runnerImport } from "vite";

/** Where the index goes, under the built site. */
export const SEARCH_DIR = "pagefind";

/**
 * Left out of what is indexed on a page, so that a result's excerpt is the
 * page's own sentences: the ways on (breadcrumbs, related pages, next and
 * previous article), sharing, the printed poster (which repeats the event's
 * page), controls that need script, words only screen readers hear
 * ("(membuka tab baru)"), and the page's header and the small lines above
 * headings, which say the title, kind and date the result shows anyway
 * (Pagefind still takes the title from the header's <h1>, and searches it).
 */
const NOT_SEARCHED = [
  "nav",
  'section[aria-labelledby="bagikan"]',
  "[data-poster]",
  "[data-needs-js]",
  "noscript",
  ".sr-only",
  "[data-page-header]",
  ".eyebrow",
];

/**
 * A page as Pagefind should read it. Pagefind ends a sentence only after the
 * elements it knows as blocks (p, li, div, headings; pagefind/src/fossick/parser.rs),
 * so the text of a <dt> and its <dd>, or of spans laid out as lines, would
 * run together ("Ketua CabangYulianus Wenda"): a space before every tag
 * that opens right after another keeps their words apart (none before a
 * closing tag, which would hide a sentence's end from Pagefind). None of the
 * site's words is split across two elements.
 * @param {string} html
 */
const wordsApart = (html) => html.replace(/>(?=<[^/!])/g, "> ");

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
    // Pages only, those with the marks (404.html and the admin, built afterwards, carry none).
    let pages = 0;
    for (const file of await readdir(client, { recursive: true })) {
      if (basename(file) !== "index.html") continue;
      const html = await readFile(join(client, file), "utf8");
      if (!html.includes("data-pagefind-body")) continue;
      const added = await index.addHTMLFile({ sourcePath: file, content: wordsApart(html) });
      if (added.errors.length > 0) throw new Error(`search index: ${file}: ${added.errors.join("; ")}`);
      pages += 1;
    }
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
    // An article without a body has no page: its card, in its year of the archive, is the result.
    const cards = await cardsOnlyOf(content);
    for (const card of cards) {
      const { errors: failed } = await index.addCustomRecord({
        url: `/berita/arsip/${card.date.slice(0, 4)}/#${card.slug}`,
        content: `${card.title}. ${card.excerpt}`,
        language: "id",
        meta: { title: card.title, date: card.date },
        filters: { jenis: [card.kind] },
      });
      if (failed.length > 0) throw new Error(`search index: ${failed.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath: join(client, SEARCH_DIR) });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join("; ")}`);
    for (const file of await readdir(join(client, SEARCH_DIR))) {
      if (UNUSED.test(file)) await rm(join(client, SEARCH_DIR, file));
    }
    return { pages: pages + cards.length, documents: documents.length };
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

/**
 * The articles without a body (only a card, on /berita and in the archive):
 * their title, summary, date, slug, and kind as their pages name it.
 * @param {string} content
 * @returns {Promise<{ title: string, excerpt: string, date: string, slug: string, kind: string }[]>}
 */
async function cardsOnlyOf(content) {
  const dir = join(content, "news");
  if (!existsSync(dir)) return [];
  /** @type {{ newsCategoryNames: Record<string, string> }} */
  const { newsCategoryNames } = (await runnerImport("./app/lib/text/content-names.ts", { configFile: false })).module;
  const files = (await readdir(dir)).filter((file) => file.endsWith(".json")).sort();
  const articles = await Promise.all(
    files.map(async (file) => ({
      slug: basename(file, ".json"),
      ...JSON.parse(await readFile(join(dir, file), "utf8")),
    })),
  );
  return articles
    .filter((article) => !(article.body?.length > 0))
    .map(({ title, excerpt, date, slug, category }) => ({
      title,
      excerpt,
      date,
      slug,
      kind: newsCategoryNames[category] ?? category,
    }));
}
