// Finishes the static site in <BUILD_DIR>/client after `react-router build`,
// with what React Router cannot do itself. Pages, data files and the files
// made from content (sitemap, robots.txt, manifest, icons, social card,
// calendar files) are React Router's prerendering (app/routes.ts), but for
// the pages, share cards and calendar files each event and article adds,
// which its `buildEnd` makes (scripts/build/entry-files.mjs).
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { basePath, buildDay, buildDir, contentDir, siteOrigin } from "../../site.config.mjs";
import { readStyles, withCriticalCss } from "./critical-css.mjs";
import { buildPageScripts, withPageScripts } from "./page-script.mjs";
import { headersFile, refuseRenderedScripts, withContentSecurityPolicy } from "./security.mjs";
import { datedItems, pagesAhead } from "./pages-ahead.mjs";
import { buildServiceWorker } from "./service-worker.mjs";
import { buildSearchIndex } from "./search-index.mjs";
import { sanitizeSvgFiles } from "./svg.mjs";

const client = join(buildDir, "client");

/** Seconds each step took, printed at the end: where a build's time goes as the archive grows. */
const took = /** @type {Record<string, string>} */ ({});
let lap = performance.now();
const timed = (/** @type {string} */ step) => {
  const now = performance.now();
  took[step] = `${((now - lap) / 1000).toFixed(1)} s`;
  lap = now;
};

// 1. Built for a base path ("/situs/"), React Router writes the pages under
//    client/situs/, while the host serves client/ itself at /situs/: move
//    them up beside assets/.
if (basePath !== "/") {
  const nested = join(client, basePath);
  for (const entry of await readdir(nested)) await rename(join(nested, entry), join(client, entry));
  await rm(join(client, basePath.split("/")[1] ?? ""), { recursive: true });
}

// 2. The catch-all route was prerendered at /404; static hosts answer
//    unknown paths with /404.html.
const notFound = join(client, "404", "index.html");
if (!existsSync(notFound)) throw new Error(`${notFound} is missing: was /404 prerendered?`);
await rename(notFound, join(client, "404.html"));
await rm(join(client, "404"), { recursive: true });

// 3. Every page is prerendered, and no page loads React in the browser
//    (docs/decisions/0006): the data React Router writes beside each page
//    for its client ("/kontak.data") and the client's scripts (assets/*.js)
//    are for a browser that never asks for them.
for (const file of await readdir(client, { recursive: true }))
  if (file.endsWith(".data") || /^assets[/\\][^/\\]+\.js$/.test(file)) await rm(join(client, file));
const files = await readdir(client, { recursive: true });
timed("files");

// 4. Every page gets the page script (app/scripts/page.ts), and a page that
//    does something in the browser its own (page-script.mjs); none may bring
//    any other. Then, over the page as it is, the CSS of its first screen in
//    its <head> and its stylesheet's link where that screen ends
//    (critical-css.mjs). Last, its Content-Security-Policy, which hashes the
//    inline scripts and style as they end up.
const scripts = await buildPageScripts(basePath);
const pages = files.filter((file) => file.endsWith("index.html")).concat("404.html");
const styles = await readStyles(await readFile(join(client, "404.html"), "utf8"), (href) =>
  readFile(join(client, href.slice(basePath.length)), "utf8"),
);
timed("page scripts");
/** @type {string[]} every page's path, "/kontak" */
const finished = [];
/** @type {number[]} each page's first-screen CSS, gzip */
const inline = [];
for (const page of pages) {
  const file = join(client, page);
  const prerendered = await readFile(file, "utf8");
  refuseRenderedScripts(prerendered, page);
  try {
    const { html, css } = withCriticalCss(withPageScripts(prerendered, scripts), styles);
    inline.push(gzipSync(css).length);
    await writeFile(file, withContentSecurityPolicy(html));
  } catch (error) {
    throw new Error(`${page}: ${/** @type {Error} */ (error).message}`, { cause: error });
  }
  if (page !== "404.html") finished.push(`/${page.replace(/\/?index\.html$/, "")}`);
}
inline.sort((a, b) => a - b);

timed("pages");

// 5. Every drawing is only a drawing: no SVG the site serves, the
//    branch's uploads above all, can run script (scripts/build/svg.mjs).
const drawings = await sanitizeSvgFiles(client);
timed("drawings");

// 6. Headers for static hosts that read _headers (Netlify, Cloudflare Pages):
//    the same few rules for any content; the drawings and feeds outside
//    assets/ by name, as documents that run no script.
await writeFile(
  join(client, "_headers"),
  headersFile(
    files.filter((file) => /\.(svg|xml)$/i.test(file)),
    basePath,
  ),
);

timed("headers");

// 7. The search index (Pagefind), over the finished pages: pagefind/.
const search = await buildSearchIndex(client, contentDir);
timed("search index");

// 8. The service worker, over the finished files (not the search index):
//    for a visitor who comes back, it saves ahead the main pages and the
//    newest few events and articles.
const aheadPages = pagesAhead(finished, await datedItems(contentDir), buildDay);
const worker = await buildServiceWorker(client, basePath, aheadPages);
timed("service worker");

// 9. What this build is, for the tests and tools that read it (not deployed).
const info = {
  buildDay,
  contentDir,
  siteOrigin,
  basePath,
  pages: [...finished].sort(),
  // The pages the service worker saves ahead for a visitor who comes back (the offline tests open each).
  aheadPages: [...aheadPages].sort(),
};
await writeFile(join(buildDir, "build-info.json"), `${JSON.stringify(info, null, 2)}\n`);

console.log(
  `postbuild: ${pages.length} pages finished with their first screen's CSS (${((inline[0] ?? 0) / 1000).toFixed(1)}–${((inline.at(-1) ?? 0) / 1000).toFixed(1)} KB gzip) and their CSP, 404.html, ${drawings} drawings cleaned of anything that runs, _headers; search index of ${search.pages} pages and ${search.documents} documents; the service worker saves ${worker.count} files (${Math.round(worker.size / 1000)} KB) on a first visit, ${aheadPages.length} pages for a visitor who comes back; built as of ${buildDay} from ${contentDir}/ (${Object.entries(
    took,
  )
    .map(([step, seconds]) => `${step} ${seconds}`)
    .join(", ")})`,
);
