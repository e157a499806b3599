/**
 * Offline, a link to a page of this site loads that page as a document,
 * which the service worker serves from the pages it keeps. React Router
 * would instead fetch the page's script and data, which the service
 * worker keeps only once seen (and never for a visitor saving data).
 * Stopping the click before it reaches React leaves the browser's own
 * link behaviour.
 */
export function openPagesWholeWhenOffline(): void {
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || !(event.target instanceof Element)) return;
      const link = event.target.closest("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (link.hasAttribute("download") || (link.target && link.target !== "_self")) return;
      event.stopPropagation();
    },
    { capture: true },
  );
}
