/**
 * The one script every page runs, inlined into its HTML at build
 * (scripts/build/page-script.mjs) and run as soon as the page is parsed.
 * Kept small: it is part of every page's HTML. What one kind of page does
 * besides is that page's own script, beside this one (app/scripts/).
 */
import { addressToFix } from "../lib/browser/address";
import { refuseForeignFrame } from "../lib/browser/frame";
import { narrowLazyPhotos, saveDataWanted } from "../lib/browser/save-data";
import {
  PAGE_MOBILE_MENU,
  PAGE_NO_CONNECTION,
  PAGE_OFFLINE,
  PAGE_PRINT,
  PAGE_SITE_FOOTER,
  PAGE_UNREACHABLE,
} from "../lib/browser/hooks";

const base = import.meta.env.BASE_URL;

// Inside another site's frame the page gives way to a link to itself, before
// anything else runs (app/lib/browser/frame.ts).
refuseForeignFrame();
const root = document.documentElement;
// The site's host, for the addresses a printed page writes after its links (app.css, print).
root.style.setProperty("--site-host", JSON.stringify(location.host));

// Addresses as people type them: /kontak/index.html is the page /kontak/;
// an address in capitals (/KONTAK, from a poster) that the host answered
// with 404.html is tried once more in small letters.
// The 404 page is the one page without a canonical address (every page is noindex while the site is a preview).
const notFoundPage = document.querySelector('link[rel="canonical"]') === null;
const fix = addressToFix(window.location, notFoundPage, base);
if (fix?.reload) window.location.replace(fix.href);
else if (fix) history.replaceState(history.state, "", fix.href);

// Offline or not, for the stylesheet: PAGE_OFFLINE on <html> (the 404 page
// says "not saved yet" instead of "not found"). The service worker marks the
// offline page it gives when the host cannot be reached (PAGE_UNREACHABLE),
// which says so even while the phone reports being online; then the page
// says the site does not answer, not that the phone has no connection
// (PAGE_NO_CONNECTION).
const showOnline = () => {
  root.toggleAttribute(PAGE_OFFLINE, !navigator.onLine || root.hasAttribute(PAGE_UNREACHABLE));
  root.toggleAttribute(PAGE_NO_CONNECTION, !navigator.onLine);
};
showOnline();
addEventListener("online", showOnline);
addEventListener("offline", showOnline);

// Photos further down take their narrowest copy when the browser asks to save data.
narrowLazyPhotos(document);

// The header's menus are native popovers, working without this. What this
// adds: a menu closes when one of its links is followed (a page restored
// from the back-forward cache would show it still open); the mobile menu
// closes when the window grows past 64rem, where it is hidden and would
// leave the page locked behind it; and while it covers the page, the page
// behind is inert (no focus or screen reader's cursor there). Browsers
// without popovers get the no-JavaScript menus (app.css).
if ("hidePopover" in HTMLElement.prototype) {
  const close = (popover: Element | null) => {
    if (popover instanceof HTMLElement && popover.matches(":popover-open")) popover.hidePopover();
  };
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("[popover] a[href]") : null;
    if (link) close(link.closest("[popover]"));
  });

  const mobileMenu = document.querySelector(`[${PAGE_MOBILE_MENU}]`);
  const setPageInert = (inert: boolean) => {
    for (const behind of document.querySelectorAll(`#konten, .preview-line, [${PAGE_SITE_FOOTER}]`))
      behind.toggleAttribute("inert", inert);
  };
  // "beforetoggle" comes at once, even from hidePopover(): the page is free
  // again before anything takes focus.
  mobileMenu?.addEventListener("beforetoggle", (event) => setPageInert((event as ToggleEvent).newState === "open"));
  // Opened while the page was still loading, before this ran.
  if (mobileMenu?.matches(":popover-open")) setPageInert(true);
  const wide = matchMedia("(min-width: 64rem)");
  wide.addEventListener("change", () => {
    if (wide.matches) close(mobileMenu);
  });
}

// "Cetak Poster" on an event's page prints the page, which prints as the
// poster (app.css); a button for a script, hidden without one (noscript.css).
document.addEventListener("click", (event) => {
  if (event.target instanceof Element && event.target.closest(`[${PAGE_PRINT}]`)) window.print();
});

// The service worker keeps the site readable offline, registered once the
// page is idle. Told of each visit, and whether the browser asks to save
// data, it saves the main pages ahead for a visitor who comes back
// (docs/decisions/0007). A page loaded before any worker ran tells the
// first one that takes it, which then keeps the page for offline.
if ("serviceWorker" in navigator) {
  const { serviceWorker } = navigator;
  const visit = (unsaved: boolean) =>
    serviceWorker.controller?.postMessage({ type: "visit", saveData: saveDataWanted(), unsaved });
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000));
  idle(() => {
    serviceWorker.register(`${base}sw.js`).catch(() => {});
    if (serviceWorker.controller) visit(false);
    else serviceWorker.addEventListener("controllerchange", () => visit(true), { once: true });
  });
}
