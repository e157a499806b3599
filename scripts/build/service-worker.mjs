// Generates build/client/sw.js with Workbox (called by postbuild.mjs).
import { generateSW } from "workbox-build";

/**
 * Precaches every page (under its clean URL, e.g. /kontak), the data React
 * Router fetches when moving between pages, scripts, styles and icons:
 * after one visit the whole site opens without a connection. Photos are
 * not precached (every width in three formats would cost megabytes of the
 * visitor's data): each is kept once seen. A page that is neither precached
 * nor seen falls back to 404.html, which says the visitor is offline.
 *
 * A new deployment installs in the background and waits; the page switches
 * to it at the next page change (app/lib/service-worker.ts), so old pages
 * never mix with new scripts.
 * @param {string} dir the built site
 * @param {string} base the site's base path, e.g. "/" or "/gmki-wamena/"
 */
export async function buildServiceWorker(dir, base) {
  const { count, size, warnings } = await generateSW({
    globDirectory: dir,
    globPatterns: ["**/*.{html,data,js,css,svg,png,ico,webmanifest,ics}"],
    swDest: `${dir}/sw.js`,
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
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
        handler: "CacheFirst",
        options: { cacheName: "foto", expiration: { maxEntries: 80, purgeOnQuotaError: true } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
