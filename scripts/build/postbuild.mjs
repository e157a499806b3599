// Finishes the static site in <BUILD_DIR>/client after `react-router build`,
// with what React Router cannot do itself. Pages, data files and the files
// made from content (sitemap, robots.txt, manifest, icons, social card,
// calendar files) are React Router's prerendering (app/routes.ts), but for
// the pages, share cards and calendar files each event and article adds,
// which its `buildEnd` makes (scripts/build/entry-files.mjs).
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { basePath, buildDay, buildDir, contentDir, siteOrigin } from "../../site.config.mjs";
import { deferHydration, preloadedScripts } from "./html.mjs";
import { buildPageScripts, withPageScripts } from "./page-script.mjs";
import { headersFile, sealInlineScripts, withContentSecurityPolicy } from "./security.mjs";
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

// 3. Every page is prerendered, so React Router's SPA fallback is unused.
//    Beside each page React Router writes its data, which its client asks
//    for when a link moves to the page ("/kontak.data", "/_.data" for the
//    home page; the service worker answers these requests offline:
//    app/lib/browser/data-request.ts). The twins of the catch-all (404.data)
//    and of the file routes (sitemap.xml.data, kalender/x.ics.data) are for
//    requests no page makes. Any other data file means React Router has
//    changed where it writes a page's data: stop here rather than deploy a
//    site whose offline moves fail (docs/decisions/0007).
await rm(join(client, "__spa-fallback.html"), { force: true });
await rm(join(client, "404.data"), { force: true });
for (const twin of await readdir(client, { recursive: true }))
  if (/\.[a-z]+\.data$/.test(twin)) await rm(join(client, twin));
const files = await readdir(client, { recursive: true });
const pagesIn = (/** @type {string[]} */ list) => list.filter((file) => file.endsWith("index.html"));
checkPageData(files);
timed("files");

// 4. A page that needs React loads it after the page itself
//    (docs/decisions/0001-deferred-hydration.md); every page gets the page
//    script (app/page-script.ts), and a page with React the one it alone
//    needs (app/react-page-script.ts). Then each page gets its
//    Content-Security-Policy, which hashes the inline scripts as they end up:
//    only those the build wrote, which carry its mark.
const chunkImports = await chunkGraph();
const inlineScripts = await buildPageScripts(basePath);
// The mark of the inline scripts the build wrote (app/lib/pages/script-mark.server.ts).
const mark = await readFile(join(buildDir, "script-mark"), "utf8");
await rm(join(buildDir, "script-mark"));
const pages = pagesIn(files).concat("404.html");
timed("page scripts");
/** @type {string[]} every page's path, "/kontak" */
const finished = [];
/** Each page with React ("/berita") and every script it loads, with what they import. */
const pageScripts = new Map();
/** @param {string} href @param {Set<string>} into */
const withImports = (href, into) => {
  if (into.has(href)) return;
  into.add(href);
  for (const dependency of chunkImports.get(href) ?? []) withImports(dependency, into);
};
for (const page of pages) {
  const file = join(client, page);
  const prerendered = await readFile(file, "utf8");
  const path = `/${page.replace(/\/?index\.html$/, "")}`;
  const scripts = new Set();
  for (const href of preloadedScripts(prerendered)) withImports(href, scripts);
  if (scripts.size > 0) pageScripts.set(page === "404.html" ? "/404.html" : path, scripts);
  const html = withContentSecurityPolicy(
    sealInlineScripts(
      withPageScripts(
        deferHydration(prerendered, (href) => chunkImports.get(href) ?? []),
        inlineScripts,
        mark,
      ),
      mark,
      page,
    ),
  );
  await writeFile(file, html);
  if (page !== "404.html") finished.push(path);
}

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

// 8. The service workers, over the finished files (not the search index).
//    sw.js saves ahead the main pages and the newest few events and articles.
const aheadPages = pagesAhead(finished, await datedItems(contentDir), buildDay);
const workers = await buildServiceWorker(client, basePath, pageScripts, aheadPages);
timed("service workers");

// 9. What this build is, for the tests and tools that read it (not deployed).
const info = {
  buildDay,
  contentDir,
  siteOrigin,
  basePath,
  pages: [...finished].sort(),
  // The pages sw.js saves ahead (the offline tests open each).
  aheadPages: [...aheadPages].sort(),
};
await writeFile(join(buildDir, "build-info.json"), `${JSON.stringify(info, null, 2)}\n`);

console.log(
  `postbuild: ${pages.length} pages finished with their CSP, 404.html, ${drawings} drawings cleaned of anything that runs, _headers; search index of ${search.pages} pages and ${search.documents} documents; service workers precache ${workers.map(({ file, count, size }) => `${count} files, ${Math.round(size / 1000)} KB (${file})`).join("; ")}; built as of ${buildDay} from ${contentDir}/ (${Object.entries(
    took,
  )
    .map(([step, seconds]) => `${step} ${seconds}`)
    .join(", ")})`,
);

/**
 * What each built script imports statically, by its address
 * ("/assets/home-x.js" -> ["/assets/react-dom-y.js", ...]), read from
 * Vite's manifest (vite.config.ts keeps it for this), which is then removed:
 * visitors have no use for it.
 * @returns {Promise<Map<string, string[]>>}
 */
async function chunkGraph() {
  const file = join(client, ".vite", "manifest.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: is build.manifest on in vite.config.ts?`);
  /** @type {Record<string, { file: string, imports?: string[] }>} */
  const manifest = JSON.parse(await readFile(file, "utf8"));
  await rm(join(client, ".vite"), { recursive: true });
  const href = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest names ${key} without an entry of its own`);
    return `${basePath}${chunk.file}`;
  };
  return new Map(
    Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith(".js"))
      .map((chunk) => [`${basePath}${chunk.file}`, (chunk.imports ?? []).map(href)]),
  );
}

/**
 * Stops the build unless every page's data is where React Router's client
 * asks for it and the service worker expects it ("kontak/index.html" ->
 * "kontak.data", "index.html" -> "_.data"), and no other data file is left.
 * @param {string[]} files
 */
function checkPageData(files) {
  const dataOf = (/** @type {string} */ page) =>
    page === "index.html" ? "_.data" : page.replace(/\/index\.html$/, ".data");
  const expected = new Set(pagesIn(files).map(dataOf));
  const found = files.filter((file) => file.endsWith(".data"));
  const stray = found.filter((file) => !expected.has(file));
  const missing = [...expected].filter((file) => !found.includes(file));
  if (stray.length > 0 || missing.length > 0)
    throw new Error(
      `React Router no longer writes a page's data where its client and the service worker look for it (docs/decisions/0007): unexpected ${stray.join(", ") || "none"}; missing ${missing.join(", ") || "none"}`,
    );
}
