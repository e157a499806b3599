// Generates the service workers with Workbox (called by postbuild.mjs):
// build/client/sw.js, and sw-save-data.js for browsers that ask to save data.
import { generateSW } from "workbox-build";

/**
 * What each worker downloads in the background after the first visit
 * (docs/PERFORMANCE.md, "Offline"):
 * - sw.js: every page's HTML (under its clean URL, e.g. /kontak), the
 *   stylesheet, the scripts of the pages that use React (most pages have
 *   none), the home carousel's later photos' data: any page opens offline
 *   and works as online.
 * - sw-save-data.js: the pages' HTML and the stylesheet only (the visitor
 *   already has it): every page opens offline, readable and navigable
 *   without its scripts.
 * Neither keeps the pages' data files (.data): offline, a link opens the
 *   page's saved HTML instead (app/lib/offline-links.ts, and the fallback
 *   below). Nor the app icons (the browser fetches them itself when the site
 *   is installed), the calendar files or the photos (every width in three
 *   formats would cost megabytes): a photo, a data file or a script is kept
 *   once seen. A page neither precached nor seen falls back to 404.html,
 *   which says the visitor is offline.
 */
const PRECACHE = {
  "sw.js": ["**/*.{html,css,svg,webmanifest,json}"],
  "sw-save-data.js": ["**/*.{html,css}"],
};

/**
 * A new deployment installs in the background and waits; the page switches
 * to it at the next page change (app/lib/service-worker.ts), so old pages
 * never mix with new scripts.
 * @param {string} dir the built site
 * @param {string} base the site's base path, e.g. "/" or "/gmki-wamena/"
 * @param {string[]} scripts the pages' scripts, relative to `dir` (assets/x.js)
 */
export async function buildServiceWorker(dir, base, scripts) {
  const built = [];
  for (const [file, globPatterns] of Object.entries(PRECACHE)) {
    const patterns = file === "sw.js" ? [...globPatterns, ...scripts] : globPatterns;
    built.push({ file, ...(await generateWorker(dir, base, file, patterns)) });
  }
  return built;
}

/**
 * @param {string} dir
 * @param {string} base
 * @param {string} file
 * @param {string[]} globPatterns
 */
async function generateWorker(dir, base, file, globPatterns) {
  const { count, size, warnings } = await generateSW({
    globDirectory: dir,
    globPatterns,
    // The content admin is for the secretary, online; the workers are not pages.
    globIgnores: ["admin/**", "sw*.js"],
    swDest: `${dir}/${file}`,
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    // Hashed assets need no revision of their own.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url:
            entry.url === "index.html"
              ? base
              : entry.url.endsWith("/index.html")
                ? base + entry.url.slice(0, -"/index.html".length)
                : base + entry.url,
        })),
        warnings: [],
      }),
    ],
    directoryIndex: undefined,
    ignoreURLParametersMatching: [/.*/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        // The content admin (/admin/) is for the secretary, online: never kept.
        urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.includes("/admin/"),
        handler: "NetworkFirst",
        options: {
          cacheName: "halaman",
          networkTimeoutSeconds: 8,
          expiration: { maxEntries: 40 },
          plugins: [
            {
              // Offline, and the address is not in the cache as typed: the
              // precached page under its other spelling (GitHub Pages
              // redirects /kontak to /kontak/; a link may say
              // /kontak/index.html), else 404.html, which says the visitor
              // is offline. Precache keys carry a revision parameter, hence
              // ignoreSearch. Workbox copies this function into sw.js as
              // source: it may use only what a service worker has globally.
              handlerDidError: async ({ request }) => {
                const url = new URL(request.url);
                const page = url.pathname.replace(/\/index\.html$/, "/").replace(/(.)\/$/, "$1");
                const options = { ignoreSearch: true };
                return (
                  (await caches.match(new URL(page, url.origin).href, options)) ??
                  (await caches.match(new URL("404.html", /** @type {any} */ (self).registration.scope).href, options))
                );
              },
            },
          ],
        },
      },
      {
        // A page's data, for moving to it without reloading. Offline and
        // not kept: React Router is told to load the page as a document
        // (its "redirectDocument" answer: 204 with these headers), which
        // the navigation route above serves from the precache.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"),
        handler: "NetworkFirst",
        options: {
          cacheName: "data",
          networkTimeoutSeconds: 8,
          expiration: { maxEntries: 40 },
          plugins: [
            {
              handlerDidError: async ({ request }) => {
                const page = new URL(request.url).pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
                return new Response(null, {
                  status: 204,
                  headers: { "X-Remix-Redirect": page, "X-Remix-Reload-Document": "true" },
                });
              },
            },
          ],
        },
      },
      {
        // Scripts and styles not precached (sw-save-data.js): hashed, so kept as first seen.
        urlPattern: ({ request, sameOrigin }) =>
          sameOrigin && (request.destination === "script" || request.destination === "style"),
        handler: "CacheFirst",
        options: { cacheName: "skrip", expiration: { maxEntries: 60, purgeOnQuotaError: true } },
      },
      {
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
        handler: "CacheFirst",
        options: { cacheName: "foto", expiration: { maxEntries: 80, purgeOnQuotaError: true } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
