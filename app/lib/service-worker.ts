/**
 * The service worker (scripts/build/service-worker.mjs) keeps the site
 * readable offline; every page registers it (app/page-script.ts). On a page
 * with React, a new deployment that is waiting takes over at the next page
 * change, with a reload, so that old pages never run with new scripts.
 */
export function applyUpdateIfWaiting(): void {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
  void navigator.serviceWorker.getRegistration().then((registration) => {
    const waiting = registration?.waiting;
    if (!waiting) return;
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    // Workbox's generated worker answers this by activating.
    waiting.postMessage({ type: "SKIP_WAITING" });
  });
}
