// Byte budgets of the built site (issue 5), shared by the browser tests and
// `npm run bench`. Sizes are gzip at level 6, what static hosts commonly
// send; 1 KB = 1000 bytes.
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { staticImports } from "./html.mjs";

export const BUDGETS = {
  /** JavaScript a page's HTML references, with everything it imports. */
  js: 125_000,
  /** Stylesheets a page links. */
  css: 20_000,
  /** The page itself. */
  html: 30_000,
  /** Everything the home page downloads at 375 px until idle. */
  homeTotal: 250_000,
};

const gzipSize = (/** @type {Buffer | string} */ content) => gzipSync(content, { level: 6 }).length;

/**
 * The size of every page of a build: its HTML, the CSS it links, and the
 * JavaScript it references (script and preload URLs in the HTML, followed
 * through static imports), all gzipped.
 * @param {string} dir the built site, e.g. build/client
 * @returns {Promise<{ page: string, html: number, css: number, js: number }[]>}
 */
export async function measurePages(dir) {
  const files = await readdir(dir, { recursive: true });
  const cache = new Map();
  const read = async (/** @type {string} */ href) => {
    if (!cache.has(href)) cache.set(href, await readFile(join(dir, href)));
    return cache.get(href);
  };
  const pages = files.filter((file) => file.endsWith(".html")).sort();
  const results = [];
  for (const page of pages) {
    const html = await readFile(join(dir, page), "utf8");
    const css = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? ""));
    const js = new Set();
    const queue = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
    while (queue.length > 0) {
      const href = /** @type {string} */ (queue.pop());
      if (js.has(href)) continue;
      js.add(href);
      queue.push(...staticImports((await read(href)).toString("utf8"), href));
    }
    let jsBytes = 0;
    for (const href of js) jsBytes += gzipSize(await read(href));
    let cssBytes = 0;
    for (const href of css) cssBytes += gzipSize(await read(href));
    const path = page === "index.html" ? "/" : "/" + page.replace(/(\/?index)?\.html$/, "");
    results.push({ page: path, html: gzipSize(html), css: cssBytes, js: jsBytes });
  }
  return results;
}

/**
 * The budgets a page is over, as readable lines.
 * @param {{ page: string, html: number, css: number, js: number }} sizes
 */
export function overBudget(sizes) {
  return /** @type {const} */ (["js", "css", "html"])
    .filter((kind) => sizes[kind] > BUDGETS[kind])
    .map((kind) => `${sizes.page}: ${kind.toUpperCase()} ${sizes[kind]} B > ${BUDGETS[kind]} B`);
}
