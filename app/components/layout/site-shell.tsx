import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Toaster } from "~/components/ui/toaster";
import { useFocusTitleOnNavigate } from "~/hooks/use-focus-title-on-navigate";
import { useServiceWorker } from "~/hooks/use-service-worker";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/** Header, main landmark and footer around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [mobileNavOpen, setMobileNavOpen] = useState(false);

  // The mobile menu closes whenever the page changes.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMobileNavOpen(false);
  }

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
