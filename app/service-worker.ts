/**
 * The service worker, bundled at build into sw.js
 * (scripts/build/service-worker.mjs). How a visitor gets new content, and
 * what a visit costs, is docs/decisions/0007-updates-reach-every-visitor.md:
 *
 * - A page comes from the network while it answers within PAGE_TIMEOUT_S,
 *   asked past the browser's cache, so a deployment shows at the first load
 *   after it; otherwise, or offline, a saved copy; failing that, the
 *   offline page. Pages run no script of their deployment (only their own
 *   inline ones), so any saved copy can stand in for any other.
 * - A first visit saves only the shell: the stylesheet (already in the
 *   browser's cache) and the offline page (__PRECACHE__). The pages a
 *   visitor is likeliest to open (__AHEAD__) are saved when the visitor
 *   comes back on another day (a page says it was visited), never when the
 *   browser asks to save data.
 * - Pages opened, and pages saved ahead, are kept in SAVED_PAGES, bounded
 *   in count and age; photos and stylesheets once seen, likewise.
 * - A new worker takes over at once: it has nothing a page left open could
 *   still need from the old one. Its activation, which holds the pages'
 *   requests, waits on nothing but the browser's caches.
 */
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core";
import { savedPageAddress } from "./lib/browser/address";
import { PAGE_UNREACHABLE } from "./lib/browser/hooks";

/** The shell, with revisions (injected at build). */
declare const __PRECACHE__: PrecacheEntry[];
/** The pages saved ahead for a visitor who comes back, as addresses ("/gmki-wamena/kontak"). */
declare const __AHEAD__: string[];
/** The site's base path, "/" or "/gmki-wamena/". */
declare const __BASE__: string;

/** The few parts of ServiceWorkerGlobalScope used here (the app's types are the DOM's). */
type ExtendableEvent = { waitUntil(promise: Promise<unknown>): void };
const worker = self as unknown as {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(
    type: "message",
    listener: (
      event: ExtendableEvent & {
        data?: { type?: string; saveData?: boolean; unsaved?: boolean };
        source: { url: string } | null;
      },
    ) => void,
  ): void;
};

/**
 * How long a page may take from the network before a saved one is shown.
 * On the throttled phone (1.6 Mbit/s, 150 ms) a page arrives in about a
 * second; longer means a connection that has stalled, as Wamena's often do.
 */
const PAGE_TIMEOUT_S = 3;

/** Pages kept for offline use: opened, or saved ahead (docs/decisions/0007). */
const SAVED_PAGES = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 };
const SAVED_PAGES_CACHE = "halaman-dibuka";

/** A page's cache key: its saved address, whichever way it was asked for ("/kontak/", "/kontak/index.html"). */
const pageKey = (url: string) => `${new URL(url).origin}${savedPageAddress(new URL(url).pathname, __BASE__)}`;

/** The day in Wamena (UTC+9), "YYYY-MM-DD". */
const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

const savedPages: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
  // Past the browser's own cache: a host that lets pages be kept for a
  // while (GitHub Pages: 10 minutes) would otherwise show the last
  // deployment. (Workbox leaves a strategy's fetchOptions out of
  // navigations; a copy of the request is no navigation, and keeps its
  // manual redirects, which the browser then follows.)
  requestWillFetch: async ({ request }) => new Request(request, { cache: "no-cache" }),
  // Only a page itself (not the 404 page of a mistyped address), and as a
  // plain response: one that came through a redirect (GitHub Pages' /p ->
  // /p/) cannot answer a later navigation.
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.headers.get("Content-Type")?.startsWith("text/html")
      ? response.redirected
        ? new Response(await response.blob(), { headers: response.headers })
        : response
      : null,
  // Never saved and the host out of reach: the offline page, marked so that
  // it says so even while the phone reports being online (app/scripts/page.ts).
  handlerDidError: async () => {
    const offline = await matchPrecache(`${__BASE__}404.html`);
    if (!offline) return undefined;
    const html = (await offline.text()).replace("<html ", `<html ${PAGE_UNREACHABLE}="" `);
    return new Response(html, { headers: offline.headers });
  },
};

const pages = new NetworkFirst({
  cacheName: SAVED_PAGES_CACHE,
  networkTimeoutSeconds: PAGE_TIMEOUT_S,
  plugins: [new ExpirationPlugin({ ...SAVED_PAGES, purgeOnQuotaError: true }), savedPages],
});

/**
 * What the worker never keeps: the admin, for the secretary, online; and
 * files opened as pages (the calendar's .ics, the feed), which open from the
 * network or fail as files.
 */
const NOT_A_PAGE = /\/admin\/|\.(?!html$)[a-z0-9]+$/i;

registerRoute(new NavigationRoute({ handle: (options) => pages.handle(options) }, { denylist: [NOT_A_PAGE] }));

precacheAndRoute(__PRECACHE__, { cleanURLs: false, directoryIndex: "", ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// Stylesheets and photos, kept as first seen (hashed names, so never stale).
// Not Pagefind's files (pagefind/), whose names stay the same from one
// deployment to the next: the search is for a visitor online.
const keptAsSeen = (cacheName: string, maxEntries: number) =>
  new CacheFirst({
    cacheName,
    plugins: [new ExpirationPlugin({ maxEntries, maxAgeSeconds: SAVED_PAGES.maxAgeSeconds, purgeOnQuotaError: true })],
  });
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.destination === "style" && !url.pathname.startsWith(`${__BASE__}pagefind/`),
  keptAsSeen("gaya", 10),
);
registerRoute(({ request, sameOrigin }) => sameOrigin && request.destination === "image", keptAsSeen("foto", 80));

/**
 * The first visit's day, and the last list of pages saved ahead, kept in a
 * cache of their own (the worker keeps nothing in memory between wakings).
 */
const VISITS_CACHE = "kunjungan";
const VISITS = { first: `${__BASE__}__kunjungan-pertama`, ahead: `${__BASE__}__disimpan-di-muka` };
const AHEAD_MARK = JSON.stringify(__AHEAD__);

/**
 * On a visit on another day than the first: the pages of __AHEAD__, each
 * fetched again whenever that list changes (a new article or event; a page
 * unchanged since costs the host's "not modified"), kept in SAVED_PAGES.
 * Not after every deployment: the nightly build changes home's agenda
 * date, and every returning visitor would pay for all of them each day.
 */
async function saveAheadIfBack(event: ExtendableEvent) {
  const visits = await caches.open(VISITS_CACHE);
  const first = (await (await visits.match(VISITS.first))?.text()) ?? today();
  if (first >= today() || (await (await visits.match(VISITS.ahead))?.text()) === AHEAD_MARK) return;
  for (const page of __AHEAD__) await keep(page, event);
  await visits.put(VISITS.ahead, new Response(AHEAD_MARK));
}

/** The day of the first visit, noted when the first worker takes over (a later one keeps it). */
async function noteFirstVisit() {
  const visits = await caches.open(VISITS_CACHE);
  if (!(await visits.match(VISITS.first))) await visits.put(VISITS.first, new Response(today()));
}

// Each page, once loaded, says it was visited, and whether the browser asks
// to save data (app/scripts/page.ts): then nothing is saved ahead. A page
// loaded before any worker ran (a first visit) says so once a worker has
// taken it, and is kept (usually answered by the browser's cache or a 304).
worker.addEventListener("message", (event) => {
  if (event.data?.type !== "visit") return;
  const { url } = event.source ?? {};
  event.waitUntil(
    Promise.all([
      event.data.unsaved && url && isPage(new URL(url)) && keep(url, event),
      !event.data.saveData && saveAheadIfBack(event),
    ]),
  );
});

worker.addEventListener("install", () => void worker.skipWaiting());
// Takes the page that registered it. Nothing here waits on the network: the
// browser holds every request of the site's pages until activation ends.
// The caches of the workers before this design: gone.
worker.addEventListener("activate", (event) =>
  event.waitUntil(
    Promise.all([
      worker.clients.claim(),
      noteFirstVisit(),
      ...["halaman", "data", "halaman-tidak-disimpan", "skrip"].map((name) => caches.delete(name)),
    ]),
  ),
);

/** Whether `url` is a page of this site the worker keeps. */
const isPage = ({ origin, pathname }: URL) =>
  origin === location.origin && pathname.startsWith(__BASE__) && !NOT_A_PAGE.test(pathname);

/** Fetches the page at `url` as a visit would, and keeps it in SAVED_PAGES. */
async function keep(url: string, event: ExtendableEvent) {
  const [, done] = pages.handleAll({ request: new Request(url, { credentials: "same-origin" }), event });
  await done.catch(() => {});
}
