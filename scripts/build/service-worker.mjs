// Builds the service worker (called by postbuild.mjs) from
// app/service-worker.ts into build/client/sw.js. What it saves, and when,
// is docs/decisions/0007.
import { fileURLToPath } from "node:url";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "vite";
import { getManifest } from "workbox-build";

const entry = fileURLToPath(new URL("../../app/service-worker.ts", import.meta.url));

/**
 * What the worker saves on the first visit, the same whatever the archive
 * holds: the stylesheet (already in the browser's cache: hashed, so fetched
 * from there) and the offline page. Nothing else is saved ahead on a first
 * visit; the pages of `aheadPages` wait for a visit on another day (the
 * worker's __AHEAD__). Never saved: the pages' files (calendar files,
 * feeds, documents), photos unless seen, the admin and the search.
 */
const SHELL = ["404.html", "assets/*.css"];

/**
 * @param {string} dir the built site
 * @param {string} base the site's base path, e.g. "/" or "/gmki-wamena/"
 * @param {readonly string[]} aheadPages the pages saved ahead for a visitor who comes back (pages-ahead.mjs), as "/kontak"
 */
export async function buildServiceWorker(dir, base, aheadPages) {
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: dir,
    globPatterns: SHELL,
    // Hashed assets need no revision of their own.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: base + entry.url })), warnings: [] }),
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  await writeFile(
    join(dir, "sw.js"),
    await bundle({
      __PRECACHE__: manifestEntries ?? [],
      // As the host serves them, with their slash: no redirect on the way.
      __AHEAD__: aheadPages.map((page) => (page === "/" ? base : `${base}${page.slice(1)}/`)),
      __BASE__: base,
    }),
  );
  return { count, size };
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
