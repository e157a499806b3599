import type { ReactNode } from "react";
import { Toaster } from "~/components/ui/toaster";
import { useFocusTitleOnNavigate } from "~/hooks/use-focus-title-on-navigate";
import { useServiceWorker } from "~/hooks/use-service-worker";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/**
 * Header, main landmark and footer around every page. The menus' behaviour
 * beyond the browser's own (closing, the inert page behind the mobile menu)
 * is the page script's (app/page-script.ts), the same on pages with and
 * without React.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  useFocusTitleOnNavigate();
  useServiceWorker();

  return (
    <>
      <SkipLink />
      <SiteHeader />
      {/* While the mobile menu covers the page, the page script makes it inert. */}
      <main id="konten" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
