import { ChevronDown, Menu, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useSiteData } from "~/hooks/use-site-data";
import { useDismiss } from "~/hooks/use-dismiss";
import { cn } from "~/lib/cn";
import type { NavGroup, NavItem } from "~/lib/navigation.server";
import { isCurrentPath } from "~/lib/paths";
import { WhatsAppButton } from "~/components/contact/whatsapp-button";

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
  const data = useSiteData();
  const nav = data?.nav ?? [];
  const chat = data?.chat;
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
  const item = ({ href, label }: NavItem) => (
    <li key={href}>
      <Link
        to={href}
        aria-current={isCurrentPath(pathname, href) ? "page" : undefined}
        onClick={() => onOpenChange(false)}
        className={linkClass(href)}
      >
        {label}
      </Link>
    </li>
  );
  // The pages people come for first (Kegiatan, Berita, Kontak), then the
  // groups, folded so the whole menu fits one screen.
  const pages = nav.flatMap((entry) => ("children" in entry ? [] : [entry]));
  const groups = nav.flatMap((entry) => ("children" in entry ? [entry] : []));

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
          <div className="container-page py-3">
            <ul className="flex flex-col gap-0.5">
              {pages.map(item)}
              {groups.map((group) => (
                <MenuGroup key={group.label} group={group} pathname={pathname}>
                  {group.children.map(item)}
                </MenuGroup>
              ))}
            </ul>
            {chat && (
              <div className="mt-4 border-t border-line pt-4">
                <WhatsAppButton href={chat.href} detail={chat.label} />
              </div>
            )}
          </div>
        </nav>
      )}
    </div>
  );
}

/** A submenu of the panel, folded unless the current page is in it. */
function MenuGroup({ group, pathname, children }: { group: NavGroup; pathname: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(() => group.children.some((child) => isCurrentPath(pathname, child.href)));
  const id = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
        className="flex min-h-12 w-full items-center justify-between rounded-md px-3 text-left text-lg text-ink hover:bg-brand-50"
      >
        {group.label}
        <Icon icon={ChevronDown} className={cn("size-5 text-muted transition-transform", expanded && "rotate-180")} />
      </button>
      <ul id={id} hidden={!expanded} className="ml-3 flex flex-col gap-0.5 border-l-2 border-brand-100 pl-2">
        {children}
      </ul>
    </li>
  );
}
