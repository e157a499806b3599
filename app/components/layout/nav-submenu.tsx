import { ChevronDown } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { NavGroup } from "~/lib/navigation.server";
import { useDismiss } from "~/hooks/use-dismiss";
import { cn } from "~/lib/cn";
import { isCurrentPath } from "~/lib/paths";

/**
 * A group of the desktop menu, on the WAI-ARIA disclosure navigation
 * pattern: a button that shows and hides a list of links. The links are in
 * the HTML from the start; without JavaScript, noscript.css opens the list
 * on hover and focus.
 */
export function NavSubmenu({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Close when the page changes (link followed, back button).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === "escape") buttonRef.current?.focus();
  });

  const holdsCurrentPage = group.children.some((child) => isCurrentPath(pathname, child.href));

  return (
    <li ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className={cn(
          "flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold transition-colors hover:bg-brand-50 hover:text-brand-700",
          holdsCurrentPage ? "text-brand-700" : "text-ink",
        )}
      >
        {group.label}
        <Icon icon={ChevronDown} className={cn("size-4 transition-transform", open && "rotate-180")} />
        {holdsCurrentPage && (
          <>
            {" "}
            <span className="sr-only">(berisi halaman ini)</span>
          </>
        )}
      </button>
      <ul
        id={listId}
        data-submenu=""
        className={cn("absolute top-full left-0 z-50 mt-2 w-72 card p-2", !open && "hidden")}
      >
        {group.children.map((child) => {
          const current = isCurrentPath(pathname, child.href);
          return (
            <li key={child.href}>
              <Link
                to={child.href}
                aria-current={current ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  "flex min-h-11 items-center rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-700",
                  current ? "bg-brand-50 font-semibold text-brand-700" : "text-ink",
                )}
              >
                {child.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
