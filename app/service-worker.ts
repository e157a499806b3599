/**
 * The service worker, bundled at build into sw.js and sw-save-data.js
 * (scripts/build/service-worker.mjs), which differ only in what they save
 * ahead: __PRECACHE__. How a visitor gets new content, and why old pages and
 * new scripts never mix, is docs/decisions/0007-updates-reach-every-visitor.md:
 *
 * - A page comes from the network while it answers within PAGE_TIMEOUT_S,
 *   so a deployment shows at once; otherwise, or offline, from the pages
 *   this worker saved, all of one deployment with its scripts.
 * - A saved page that needs scripts this worker does not hold (a browser
 *   saving data keeps scripts only once seen) is used offline only: online,
 *   the visitor waits for the network rather than get a page whose scripts
 *   the host no longer has.
 * - A new deployment's worker installs beside this one and waits until a
 *   page hands over (app/page-script.ts, app/lib/browser/service-worker.ts).
 */
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core";
import { savedPageAddress } from "./lib/browser/address";

/** What this worker saves ahead, with revisions (injected at build). */
declare const __PRECACHE__: PrecacheEntry[];
/** The scripts each page with React runs, by page address ("/gmki-wamena/kegiatan"). */
declare const __PAGE_SCRIPTS__: Record<string, string[]>;
/** The site's base path, "/" or "/gmki-wamena/". */
declare const __BASE__: string;

/** The few parts of ServiceWorkerGlobalScope used here (the app's types are the DOM's). */
const worker = self as unknown as {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "message", listener: (event: { data?: { type?: string } }) => void): void;
  addEventListener(type: "activate", listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
};

/**
 * How long a page may take from the network before the saved one is shown.
 * On the throttled phone (1.6 Mbit/s, 150 ms) a page arrives in about a
 * second; longer means a connection that has stalled, as Wamena's often do.
 */
const PAGE_TIMEOUT_S = 3;

/** Whether every script `page` needs is in one of this origin's caches. */
async function scriptsSaved(page: string): Promise<boolean> {
  for (const script of __PAGE_SCRIPTS__[page] ?? []) if (!(await caches.match(script))) return false;
  return true;
}

/**
 * Pages: network first; the saved copy when the network fails, or is slow
 * and the copy can run; nothing stored at run time (the precache is the
 * one store of pages, so its pages and scripts are of one deployment).
 */
const savedPages: WorkboxPlugin = {
  cacheWillUpdate: async () => null,
  fetchDidFail: async ({ state }) => {
    if (state) state.failed = true;
  },
  cachedResponseWillBeUsed: async ({ request, state }) => {
    const page = savedPageAddress(new URL(request.url).pathname, __BASE__);
    const saved = await matchPrecache(page);
    if (!saved) return null;
    return state?.failed || (await scriptsSaved(page)) ? saved : null;
  },
  // Offline, and the page was never saved: 404.html, which then says the
  // visitor is offline (app/routes/not-found.tsx).
  handlerDidError: async () => (await matchPrecache(`${__BASE__}404.html`)) ?? undefined,
};

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: "halaman-tidak-disimpan",
      networkTimeoutSeconds: PAGE_TIMEOUT_S,
      plugins: [savedPages],
    }),
    {
      // The admin is for the secretary, online. Files opened as pages (the
      // calendar's .ics, the feed) open from the network or fail as files.
      denylist: [/\/admin\//, /\.(?!html$)[a-z0-9]+$/i],
    },
  ),
);

// A page's data, for moving to it without reloading, never kept: it would
// be of another deployment than the page. When the network fails, React
// Router is told to load the page as a document instead (its
// "redirectDocument" answer, a 204 with these headers; tested in
// tests/site/offline.spec.ts), which the route above answers.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"),
  new NetworkOnly({
    networkTimeoutSeconds: 8,
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
  }),
);

// Saved ahead: the pages (served by the route above, which comes first),
// the stylesheet, and the scripts: all of them in sw.js; in sw-save-data.js
// those a page already running React may still load (a route's module), so
// that a link followed after a deployment never asks the host for a module
// it no longer has (scripts/build/service-worker.mjs).
precacheAndRoute(__PRECACHE__, { cleanURLs: false, directoryIndex: "", ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// Scripts and styles not saved ahead (sw-save-data.js): hashed, so kept as first seen.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && (request.destination === "script" || request.destination === "style"),
  new CacheFirst({ cacheName: "skrip", plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] }),
);
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
  new CacheFirst({ cacheName: "foto", plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })] }),
);

// The first worker takes the page that registered it; a later one waits
// until a page asks it to take over.
// The caches of the workers before this design kept pages and their data
// at run time, of whichever deployment: gone.
worker.addEventListener("activate", (event) =>
  event.waitUntil(Promise.all([worker.clients.claim(), caches.delete("halaman"), caches.delete("data")])),
);
worker.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void worker.skipWaiting();
});
