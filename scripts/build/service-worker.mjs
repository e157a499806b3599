// Builds the service workers (called by postbuild.mjs) from
// app/service-worker.ts: build/client/sw.js, and sw-save-data.js for
// browsers that ask to save data. The two differ only in what they save
// ahead; how updates reach visitors is docs/decisions/0007.
import { fileURLToPath } from "node:url";
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "vite";
import { getManifest } from "workbox-build";
import { SEARCH_DIR } from "./search-index.mjs";

const entry = fileURLToPath(new URL("../../app/service-worker.ts", import.meta.url));

/**
 * What each worker downloads in the background after the first visit
 * (docs/decisions/0007, docs/PERFORMANCE.md "Offline"), the same whatever the
 * archive holds:
 * - sw.js: the shell (the stylesheet, the offline page 404.html, every
 *   script of the build, the manifest, the home carousel's later photos'
 *   data), every page but the events', articles' and archive's, and of
 *   those the NEWEST_AHEAD ones (pages-ahead.mjs) a visitor is likeliest to
 *   open: the next events, then the latest past ones, and the newest articles.
 * - sw-save-data.js: the shell's stylesheet and 404.html; and the scripts
 *   a page already running React may still load (each route's module, the
 *   toast), without the React runtime every such page has loaded before it
 *   runs (about 45 KB gzip).
 * Every script a page may load is kept in both, so that a link followed
 * in a page left open finds its route's module even after a deployment has
 * removed it from the host (it would answer 404, and React Router reload
 * the page the visitor was leaving). Scripts are code, not content: their
 * number does not grow with the archive.
 * Neither keeps the pages' data files (.data), the app icons (the browser
 * fetches them itself when the site is installed), the calendar files,
 * documents, photos (every width in three formats would cost megabytes) or
 * the search (Pagefind and its index, pagefind/).
 * A page, a photo or a script is kept once seen (app/service-worker.ts); a
 * page neither saved ahead nor seen falls back to 404.html, which says the
 * visitor is offline.
 */
const SHELL = {
  "sw.js": ["404.html", "assets/*.css", "*.{svg,webmanifest,json}"],
  "sw-save-data.js": ["404.html", "assets/*.css"],
};

/**
 * @param {string} dir the built site
 * @param {string} base the site's base path, e.g. "/" or "/gmki-wamena/"
 * @param {Map<string, Set<string>>} pageScripts each page with React ("/berita") and every script it runs ("/assets/x.js")
 * @param {readonly string[]} aheadPages the pages sw.js saves ahead besides 404.html (pages-ahead.mjs)
 */
export async function buildServiceWorker(dir, base, pageScripts, aheadPages) {
  /** @type {Record<string, string[]>} by the page's address as the worker sees it */
  const byAddress = {};
  for (const [path, set] of pageScripts) byAddress[path === "/" ? base : base + path.slice(1)] = [...set].sort();
  // The React runtime: what every page with React loads before it runs.
  const [first, ...others] = [...pageScripts.values()];
  const runtime = new Set([...(first ?? [])].filter((href) => others.every((set) => set.has(href))));

  // sw-save-data.js: the scripts a running page may still load, not the runtime it has (none without React).
  const later =
    pageScripts.size > 0
      ? (await readdir(join(dir, "assets"))).filter(
          (name) => name.endsWith(".js") && !runtime.has(`${base}assets/${name}`),
        )
      : [];

  const built = [];
  const pageFiles = aheadPages.map((page) => (page === "/" ? "index.html" : `${page.slice(1)}/index.html`));
  for (const [file, patterns] of Object.entries(SHELL)) {
    const globPatterns =
      file === "sw.js"
        ? [...patterns, ...pageFiles, "assets/*.js"]
        : [...patterns, ...later.map((name) => `assets/${name}`)];
    const { manifestEntries, count, size, warnings } = await getManifest({
      globDirectory: dir,
      globPatterns,
      // The content admin is for the secretary, online; the workers are not
      // pages; the search index (search-index.mjs) is fetched a few KB at a
      // time by a visitor who searches, never ahead.
      globIgnores: ["admin/**", "sw*.js", `${SEARCH_DIR}/**`],
      // Hashed assets need no revision of their own.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: pageUrl(entry.url, base) })),
          warnings: [],
        }),
      ],
    });
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    await writeFile(
      join(dir, file),
      await bundle({
        __PRECACHE__: manifestEntries ?? [],
        __PAGE_SCRIPTS__: byAddress,
        __BASE__: base,
        __SAVE_DATA__: file === "sw-save-data.js",
      }),
    );
    built.push({ file, count, size });
  }
  return built;
}

/** "kontak/index.html" -> "/kontak", "index.html" -> "/", others under the base. */
function pageUrl(/** @type {string} */ url, /** @type {string} */ base) {
  if (url === "index.html") return base;
  if (url.endsWith("/index.html")) return base + url.slice(0, -"/index.html".length);
  return base + url;
}

/**
 * The worker's source with Workbox bundled in and the build's values in
 * place, minified into one classic script.
 * @param {Record<string, unknown>} values
 */
async function bundle(values) {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, JSON.stringify(value)])),
    },
    build: {
      write: false,
      minify: true,
      target: "es2020",
      lib: { entry, formats: ["iife"], name: "serviceWorker" },
    },
  });
  const chunk = [output].flat().flatMap((result) => ("output" in result ? result.output : []))[0];
  if (!chunk || chunk.type !== "chunk") throw new Error("service worker: no chunk built");
  return chunk.code;
}
