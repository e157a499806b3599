import { ChevronDown, Menu, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useSiteData } from "~/hooks/use-site-data";
import { cn } from "~/lib/cn";
import type { NavGroup, NavItem } from "~/lib/pages/addresses";
import { isCurrentPath, sitePath } from "~/lib/pages/addresses";
import { WhatsAppButton } from "~/components/layout/whatsapp-button";
import { SampleNote } from "./sample-note";
import { hook, PAGE_MOBILE_MENU } from "~/lib/browser/hooks";

const MOBILE_MENU_ID = "menu-seluler";

/**
 * The menu below 64rem: a toggle button and a panel that covers the page,
 * a native popover that works from the first paint, with or without
 * JavaScript. The browser opens and closes it (the toggle, Escape, a tap
 * outside) and returns focus to the toggle; app.css locks the page's scroll
 * while it is open, and the page script (app/scripts/page.ts) makes the page
 * behind inert: neither focus nor a screen reader's cursor lands there.
 * Browsers without popovers get a link to the full menu in the footer.
 */
export function MobileNav() {
  const { pathname } = useLocation();
  const data = useSiteData();
  const nav = data?.nav ?? [];
  const chat = data?.chat;
  const linkClass = (href: string) =>
    cn(
      "flex min-h-12 items-center rounded-md px-3 text-lg",
      isCurrentPath(pathname, href) ? "bg-brand-50 font-semibold text-brand-700" : "text-ink hover:bg-brand-50",
    );
  const item = ({ href, label }: NavItem) => (
    <li key={href}>
      <a
        aria-current={isCurrentPath(pathname, href) ? "page" : undefined}
        className={linkClass(href)}
        href={sitePath(href)}
      >
        {label}
      </a>
    </li>
  );

  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        data-menu-toggle=""
        className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-md px-2 font-semibold text-brand-900 hover:bg-brand-50"
      >
        {/* app.css shows one of the two, by whether the panel is open. */}
        <span data-when-closed="" className="flex items-center gap-1.5">
          <Icon icon={Menu} className="size-6" />
          {/* On the narrowest phones the icon alone leaves room for the name. */}
          <span className="max-[359px]:sr-only">Menu</span>
        </span>
        <span data-when-open="" className="flex items-center gap-1.5">
          <Icon icon={X} className="size-6" />
          <span className="max-[359px]:sr-only">Tutup</span>
        </span>{" "}
        <span className="sr-only">navigasi</span>
      </button>
      <a
        href="#menu-situs"
        data-menu-fallback=""
        className="min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-brand-900"
      >
        <Icon icon={Menu} className="size-6" />
        Menu
      </a>
      <nav id={MOBILE_MENU_ID} popover="auto" aria-label="Menu utama" {...hook(PAGE_MOBILE_MENU)}>
        <div className="container-page py-3">
          <ul className="flex flex-col gap-0.5">
            {/* In the desktop menu's order: Beranda, Tentang, Struktur, Kegiatan, … */}
            {nav.map((entry) =>
              "children" in entry ? (
                <MenuGroup key={entry.label} group={entry} pathname={pathname}>
                  {entry.children.map(item)}
                </MenuGroup>
              ) : (
                item(entry)
              ),
            )}
          </ul>
          {chat && (
            <div className="mt-4 border-t border-line pt-4">
              <WhatsAppButton href={chat.href} detail={chat.label} />
              <SampleNote note={data?.chatNote} className="mt-2" />
            </div>
          )}
        </div>
      </nav>
    </div>
  );
}

/** A submenu of the panel, folded unless the current page is in it (native <details>). */
function MenuGroup({ group, pathname, children }: { group: NavGroup; pathname: string; children: ReactNode }) {
  const holdsCurrentPage = group.children.some((child) => isCurrentPath(pathname, child.href));
  return (
    <li>
      <details open={holdsCurrentPage} className="group">
        <summary className="flex min-h-12 w-full cursor-pointer list-none items-center justify-between rounded-md px-3 text-left text-lg text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          {group.label}
          <Icon icon={ChevronDown} className="size-5 text-muted transition-transform group-open:rotate-180" />
        </summary>
        <ul className="ml-3 flex flex-col gap-0.5 border-l-2 border-brand-100 pl-2">{children}</ul>
      </details>
    </li>
  );
}
