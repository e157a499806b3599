import { useEffect, type ReactNode } from "react";
import { Toaster } from "~/components/ui/toaster";
import { useFocusTitleOnNavigate } from "~/hooks/use-focus-title-on-navigate";
import { useMediaQuery } from "~/hooks/use-media-query";
import { usePageChange } from "~/hooks/use-page-change";
import { useServiceWorker } from "~/hooks/use-service-worker";
import { MOBILE_MENU_ID } from "./mobile-nav";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/** Where the full menu replaces the mobile one: lg, 64rem, as in app.css. */
const WIDE_SCREEN = "(min-width: 64rem)";

/** Header, main landmark and footer around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  // Menus close whenever the page changes (the browser only closes them on
  // a full page load; one opened before React ran stays open), and the
  // mobile menu when the window grows past the breakpoint (a tablet turned
  // sideways), where it is hidden and would otherwise leave the page locked
  // behind it. Before the title takes focus, below.
  usePageChange(() => closePopovers());
  const wide = useMediaQuery(WIDE_SCREEN);
  useEffect(() => {
    if (wide) closePopovers(`#${MOBILE_MENU_ID}`);
  }, [wide]);

  useFocusTitleOnNavigate();
  useServiceWorker();

  return (
    <>
      <SkipLink />
      <SiteHeader />
      {/* While the mobile menu covers the page, MobileNav makes it inert. */}
      <main id="konten" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}

/** Closes the open popovers (menus) that match; none where the browser has no popovers. */
function closePopovers(selector = "[popover]") {
  if (!("hidePopover" in HTMLElement.prototype)) return;
  for (const popover of document.querySelectorAll<HTMLElement>(selector)) {
    if (popover.matches(":popover-open")) popover.hidePopover();
  }
}
