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
    const reload = () => window.location.reload();
    // The new worker claims the page (controllerchange); should the claim
    // come late, its being active is enough: the reload is served by it.
    navigator.serviceWorker.addEventListener("controllerchange", reload, { once: true });
    waiting.addEventListener("statechange", () => {
      if (waiting.state === "activated") reload();
    });
    // The worker (app/service-worker.ts) answers this by activating.
    waiting.postMessage({ type: "SKIP_WAITING" });
  });
}
