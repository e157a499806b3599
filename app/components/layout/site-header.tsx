import { Link } from "react-router";
import { useSiteData } from "~/hooks/use-site-data";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

/** Sticky top bar on every page: emblem, name, motto and the main menu. */
export function SiteHeader() {
  const site = useSiteData()?.site;
  return (
    <header data-site-header="" className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="container-page flex min-h-(--header-height) items-center justify-between gap-3 py-1">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-md sm:gap-3">
          <Logo className="size-9 sm:size-10 lg:size-12" />
          {site ? (
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="text-[0.9375rem] font-bold text-brand-900 sm:text-lg">{site.name}</span>
              <span lang="la" className="text-xs text-muted italic sm:text-sm">
                {site.motto}
              </span>
            </span>
          ) : (
            <span className="sr-only">Beranda</span>
          )}
        </Link>
        <DesktopNav />
        <MobileNav />
      </div>
    </header>
  );
}
