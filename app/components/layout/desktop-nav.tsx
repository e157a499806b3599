import { useLocation } from "react-router";
import { useSiteData } from "~/hooks/use-site-data";
import { cn } from "~/lib/cn";
import { isCurrentPath, sitePath } from "~/lib/pages/addresses";
import { NavSubmenu } from "./nav-submenu";

/** The main menu from 64rem up; below that, MobileNav takes over. */
export function DesktopNav() {
  const { pathname } = useLocation();
  const nav = useSiteData()?.nav ?? [];
  return (
    <nav aria-label="Menu utama" className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {nav.map((entry) => {
          if ("children" in entry) return <NavSubmenu key={entry.label} group={entry} />;
          const current = isCurrentPath(pathname, entry.href);
          return (
            <li key={entry.href}>
              <a
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center rounded-md px-2.5 font-semibold transition-colors hover:bg-brand-50 hover:text-brand-700 xl:px-3",
                  current
                    ? "text-brand-700 underline decoration-accent-400 decoration-[3px] underline-offset-8"
                    : "text-ink",
                )}
                href={sitePath(entry.href)}
              >
                {entry.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
