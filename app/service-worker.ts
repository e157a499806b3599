/**
 * The service worker, bundled at build into sw.js and sw-save-data.js
 * (scripts/build/service-worker.mjs), which differ only in what they save
 * ahead: __PRECACHE__. How a visitor gets new content, and why old pages and
 * new scripts never mix, is docs/decisions/0007-updates-reach-every-visitor.md:
 *
 * - A page comes from the network while it answers within PAGE_TIMEOUT_S,
 *   so a deployment shows at once; otherwise, or offline, from the pages
 *   this worker saved ahead, all of one deployment with its scripts.
 * - What it saves ahead does not grow with the archive: the main pages and
 *   the newest few events and articles (sw.js), or only the stylesheet and
 *   the offline page (sw-save-data.js). A page opened is kept too, in
 *   OPENED_PAGES, bounded in count and age, for use when the network fails.
 * - A saved page that needs scripts this worker does not hold (a browser
 *   saving data keeps scripts only once seen), or one kept as opened (of
 *   whichever deployment), is used offline only: online, the visitor waits
 *   for the network rather than get a page whose scripts the host no longer
 *   has.
 * - A new deployment's worker installs beside this one and waits until a
 *   page hands over (app/page-script.ts, app/lib/browser/service-worker.ts).
 */
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core";
import { savedPageAddress } from "./lib/browser/address";
import { isDataRequest, loadAsDocument, pageOfDataRequest } from "./lib/browser/data-request";

/** What this worker saves ahead, with revisions (injected at build). */
declare const __PRECACHE__: PrecacheEntry[];
/** The scripts each page with React runs, by page address ("/gmki-wamena/kegiatan"). */
declare const __PAGE_SCRIPTS__: Record<string, string[]>;
/** The site's base path, "/" or "/gmki-wamena/". */
declare const __BASE__: string;
/** Whether this is sw-save-data.js, for browsers that ask to save data. */
declare const __SAVE_DATA__: boolean;

/** The few parts of ServiceWorkerGlobalScope used here (the app's types are the DOM's). */
const worker = self as unknown as {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: "window" }): Promise<readonly { url: string }[]> };
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
 * Pages opened, kept for offline use: the newest OPENED_PAGES.maxEntries,
 * none older than OPENED_PAGES.maxAgeSeconds (docs/decisions/0007).
 */
const OPENED_PAGES = { maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60 };
const OPENED_PAGES_CACHE = "halaman-dibuka";

/** A page's cache key: its saved address, whichever way it was asked for ("/kontak/", "/kontak/index.html"). */
const pageKey = (url: string) => `${new URL(url).origin}${savedPageAddress(new URL(url).pathname, __BASE__)}`;

/**
 * Pages: network first; the copy saved ahead when the network fails, or is
 * slow and the copy can run; a page kept as opened when the network fails.
 */
const savedPages: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
  // Only a page itself (not the 404 page of a mistyped address), and as a
  // plain response: one that came through a redirect (GitHub Pages' /p ->
  // /p/) cannot answer a later navigation.
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.headers.get("Content-Type")?.startsWith("text/html")
      ? response.redirected
        ? new Response(await response.blob(), { headers: response.headers })
        : response
      : null,
  fetchDidFail: async ({ state }) => {
    if (state) state.failed = true;
  },
  cachedResponseWillBeUsed: async ({ request, state, cachedResponse }) => {
    const page = savedPageAddress(new URL(request.url).pathname, __BASE__);
    const saved = await matchPrecache(page);
    if (saved && (state?.failed || (await scriptsSaved(page)))) return saved;
    return state?.failed ? (cachedResponse ?? null) : null;
  },
  // Offline, and the page was never saved: 404.html, which then says the
  // visitor is offline (app/routes/not-found.tsx).
  handlerDidError: async () => (await matchPrecache(`${__BASE__}404.html`)) ?? undefined,
};

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: OPENED_PAGES_CACHE,
      networkTimeoutSeconds: PAGE_TIMEOUT_S,
      // Expiration first: a page past its age is not offered to savedPages.
      plugins: [new ExpirationPlugin({ ...OPENED_PAGES, purgeOnQuotaError: true }), savedPages],
    }),
    {
      // The admin is for the secretary, online. Files opened as pages (the
      // calendar's .ics, the feed) open from the network or fail as files.
      denylist: [/\/admin\//, /\.(?!html$)[a-z0-9]+$/i],
    },
  ),
);

// A page's data, for moving to it without reloading, never kept: it would
// be of another deployment than the page. The page itself is kept as opened
// (sw.js only: a browser saving data downloads nothing it did not ask for).
// When the network fails, React Router is told to load the page as a
// document instead (app/lib/browser/data-request.ts; tested in
// tests/site/offline.spec.ts), which the route above answers.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isDataRequest(url.pathname),
  new NetworkOnly({
    networkTimeoutSeconds: 8,
    plugins: [
      {
        fetchDidSucceed: async ({ request, response, event }) => {
          if (!__SAVE_DATA__ && response.ok)
            event.waitUntil(keepPage(new URL(pageOfDataRequest(new URL(request.url).pathname), request.url).href));
          return response;
        },
        handlerDidError: async ({ request }) => loadAsDocument(pageOfDataRequest(new URL(request.url).pathname)),
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

// Scripts and styles not saved ahead (sw-save-data.js): hashed, so kept as
// first seen. Not Pagefind's (pagefind/pagefind.js), whose name stays the
// same from one deployment to the next: it comes from the network, with the
// index it must match (never kept: the search is for a visitor online).
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    (request.destination === "script" || request.destination === "style") &&
    !url.pathname.startsWith(`${__BASE__}pagefind/`),
  new CacheFirst({
    cacheName: "skrip",
    plugins: [
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: OPENED_PAGES.maxAgeSeconds, purgeOnQuotaError: true }),
    ],
  }),
);
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
  new CacheFirst({
    cacheName: "foto",
    plugins: [
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: OPENED_PAGES.maxAgeSeconds, purgeOnQuotaError: true }),
    ],
  }),
);

// The first worker takes the page that registered it; a later one waits
// until a page asks it to take over.
// The caches of the workers before this design kept pages and their data
// at run time, of whichever deployment: gone.
worker.addEventListener("activate", (event) =>
  event.waitUntil(
    Promise.all([
      worker.clients.claim(),
      caches.delete("halaman"),
      caches.delete("data"),
      caches.delete("halaman-tidak-disimpan"),
      keepOpenPages(),
    ]),
  ),
);

/**
 * Keeps the page at `url` as opened, unless it is saved ahead or is not a
 * page of this site. For pages the worker did not see loaded: the page a
 * first visit landed on (loaded before the worker ran; the browser's HTTP
 * cache or a 304 usually answers), and a page moved to without reloading
 * (only its data passed through).
 */
async function keepPage(url: string) {
  const key = pageKey(url);
  const { origin, pathname } = new URL(key);
  if (origin !== location.origin || !pathname.startsWith(__BASE__) || /\/admin\/|\.[a-z0-9]+$/i.test(pathname)) return;
  if (await matchPrecache(pathname)) return;
  const response = await fetch(url).catch(() => null);
  const kept =
    response &&
    (await savedPages.cacheWillUpdate!({ request: new Request(url), response, state: {}, event: undefined as never }));
  if (!kept) return;
  await (await caches.open(OPENED_PAGES_CACHE)).put(key, kept);
  const expiration = new CacheExpiration(OPENED_PAGES_CACHE, OPENED_PAGES);
  await expiration.updateTimestamp(key);
  await expiration.expireEntries();
}

async function keepOpenPages() {
  const windows = await worker.clients.matchAll({ type: "window" });
  for (const { url } of windows) await keepPage(url);
}
worker.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void worker.skipWaiting();
});
