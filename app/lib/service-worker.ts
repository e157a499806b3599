/**
 * The service worker (scripts/build/service-worker.mjs) keeps the site readable
 * offline. Registered once the page is idle, with workbox-window loaded
 * only then. When a new deployment is waiting, it takes over at the next
 * page change (applyUpdateIfWaiting), with a reload, so that old pages never
 * run with new scripts.
 */
let applyUpdate: (() => void) | undefined;

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = async () => {
    const { Workbox } = await import("workbox-window");
    const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`);
    workbox.addEventListener("waiting", () => {
      applyUpdate = () => {
        workbox.addEventListener("controlling", () => window.location.reload());
        workbox.messageSkipWaiting();
      };
    });
    await workbox.register();
  };
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000));
  idle(() => void register().catch(() => {}));
}

/** Called when the visitor moves to another page. */
export function applyUpdateIfWaiting(): void {
  applyUpdate?.();
}
