import { openPagesWholeWhenOffline } from "./offline-links";
import { saveDataWanted } from "./save-data";

/**
 * The service worker (scripts/build/service-worker.mjs) keeps the site
 * readable offline. Registered once the page is idle; the lighter one when
 * the browser asks to save data (its script's name differs, so a changed
 * setting swaps them at the next visit). When a new deployment is waiting,
 * it takes over at the next page change (applyUpdateIfWaiting), with a
 * reload, so that old pages never run with new scripts.
 *
 * Written against the browser's API rather than with workbox-window: a
 * registration and one message are all this site needs of it, and its
 * 2.3 KB were most of the pages' excess over their 125 KB budget.
 */
let registration: ServiceWorkerRegistration | undefined;

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  openPagesWholeWhenOffline();
  const register = async () => {
    const script = saveDataWanted() ? "sw-save-data.js" : "sw.js";
    registration = await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}${script}`);
  };
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000));
  idle(() => void register().catch(() => {}));
}

/**
 * Called when the visitor moves to another page: an update that has
 * installed meanwhile (the browser checks at every visit) takes over now,
 * and the page the visitor is going to loads anew with it.
 */
export function applyUpdateIfWaiting(): void {
  const waiting = registration?.waiting;
  if (!waiting || !navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  // Workbox's generated worker answers this by activating.
  waiting.postMessage({ type: "SKIP_WAITING" });
}
