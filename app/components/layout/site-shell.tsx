import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Toaster } from "~/components/ui/toaster";
import { useFocusTitleOnNavigate } from "~/hooks/use-focus-title-on-navigate";
import { useMediaQuery } from "~/hooks/use-media-query";
import { useServiceWorker } from "~/hooks/use-service-worker";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/** Where the full menu replaces the mobile one: lg, 64rem, as in app.css. */
const WIDE_SCREEN = "(min-width: 64rem)";

/** Header, main landmark and footer around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [mobileNavOpen, setMobileNavOpen] = useState(false);

  // The mobile menu closes whenever the page changes, and when the window
  // grows past the breakpoint (a tablet turned sideways), where it is hidden
  // and would otherwise leave the page locked behind it.
  const [shownPath, setShownPath] = useState(pathname);
  const wide = useMediaQuery(WIDE_SCREEN);
  if (mobileNavOpen && (shownPath !== pathname || wide)) setMobileNavOpen(false);
  if (shownPath !== pathname) setShownPath(pathname);

  useFocusTitleOnNavigate();
  useServiceWorker();

  return (
    <>
      <SkipLink />
      <SiteHeader mobileNavOpen={mobileNavOpen} onMobileNavOpenChange={setMobileNavOpen} />
      {/* While the mobile menu covers the page, the page is inert: neither
          focus nor a screen reader's cursor can land behind the menu. */}
      <main id="konten" tabIndex={-1} inert={mobileNavOpen}>
        {children}
      </main>
      <SiteFooter inert={mobileNavOpen} />
      <Toaster />
    </>
  );
}
