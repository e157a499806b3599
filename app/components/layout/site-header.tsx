import { Search } from "lucide";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useSiteData } from "~/hooks/use-site-data";
import { isCurrentPath, sitePath } from "~/lib/pages/addresses";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

/**
 * Sticky top bar on every page: emblem, name, motto, the main menu and the
 * way to the search, where people look for it: a magnifier at the top
 * right, named "Cari" (a link to /cari, whose box works without
 * JavaScript; the phone's menu has a box of its own).
 */
export function SiteHeader() {
  const site = useSiteData()?.site;
  const { pathname } = useLocation();
  return (
    <header data-site-header="" className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="container-page flex min-h-(--header-height) items-center justify-between gap-3 py-1">
        <a className="flex min-w-0 items-center gap-2.5 rounded-md sm:gap-3" href={sitePath("/")}>
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
        </a>
        <div className="flex shrink-0 items-center gap-1">
          <DesktopNav />
          <a
            data-search-link=""
            aria-current={isCurrentPath(pathname, "/cari") ? "page" : undefined}
            className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 font-semibold text-brand-900 hover:bg-brand-50 aria-[current=page]:text-brand-700"
            href={sitePath("/cari/")}
          >
            <Icon icon={Search} className="size-6 lg:size-5" />
            <span className="sr-only xl:not-sr-only">Cari</span>
          </a>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
