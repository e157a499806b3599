import { Menu, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useSiteData } from "~/hooks/use-site-data";
import { useDismiss } from "~/hooks/use-dismiss";
import { cn } from "~/lib/cn";
import { isCurrentPath } from "~/lib/paths";

const PANEL_ID = "menu-seluler";

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The menu below 64rem: a toggle button and a panel that covers the page.
 * While it is open the page behind is inert (SiteShell), so focus cannot
 * wander behind it. Without JavaScript the toggle is replaced by a link to
 * the full menu in the footer (noscript.css).
 */
export function MobileNav({ open, onOpenChange }: MobileNavProps) {
  const { pathname } = useLocation();
  const nav = useSiteData()?.nav ?? [];
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useDismiss(rootRef, open, (reason) => {
    // The panel covers the page, so Tab cycles through the header and the
    // menu (the rest is inert); only Escape or a tap outside closes it.
    if (reason === "focus") return;
    onOpenChange(false);
    if (reason === "escape") toggleRef.current?.focus();
  });

  // The page behind must not scroll under the panel.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const linkClass = (href: string) =>
    cn(
      "flex min-h-12 items-center rounded-md px-3 text-lg",
      isCurrentPath(pathname, href) ? "bg-brand-50 font-semibold text-brand-700" : "text-ink hover:bg-brand-50",
    );

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        data-menu-toggle=""
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => onOpenChange(!open)}
        className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-md px-2 font-semibold text-brand-900 hover:bg-brand-50"
      >
        {open ? <Icon icon={X} className="size-6" /> : <Icon icon={Menu} className="size-6" />}
        {/* On the narrowest phones the icon alone leaves room for the name. */}
        <span className="max-[359px]:sr-only">{open ? "Tutup" : "Menu"}</span> <span className="sr-only">navigasi</span>
      </button>
      <a
        href="#menu-situs"
        data-noscript-only=""
        className="hidden min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-brand-900"
      >
        <Icon icon={Menu} className="size-6" />
        Menu
      </a>
      {open && (
        <nav
          id={PANEL_ID}
          aria-label="Menu utama"
          className="absolute inset-x-0 top-full h-[calc(100dvh-var(--header-height))] overflow-y-auto overscroll-contain border-t border-line bg-white"
        >
          <ul className="container-page flex flex-col gap-1 py-4">
            {nav.map((entry) =>
              "children" in entry ? (
                <li key={entry.label} className="mt-3">
                  <p id={`menu-seluler-${entry.label.toLowerCase()}`} className="px-3 pb-1 eyebrow text-muted">
                    {entry.label}
                  </p>
                  <ul aria-labelledby={`menu-seluler-${entry.label.toLowerCase()}`} className="flex flex-col gap-1">
                    {entry.children.map((child) => (
                      <li key={child.href}>
                        <Link
                          to={child.href}
                          aria-current={isCurrentPath(pathname, child.href) ? "page" : undefined}
                          onClick={() => onOpenChange(false)}
                          className={linkClass(child.href)}
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.href}>
                  <Link
                    to={entry.href}
                    aria-current={isCurrentPath(pathname, entry.href) ? "page" : undefined}
                    onClick={() => onOpenChange(false)}
                    className={linkClass(entry.href)}
                  >
                    {entry.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
