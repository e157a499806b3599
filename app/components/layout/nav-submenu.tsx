import { ChevronDown } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useId } from "react";
import { useLocation } from "react-router";
import type { NavGroup } from "~/lib/pages/addresses";
import { cn } from "~/lib/cn";
import { isCurrentPath, sitePath } from "~/lib/pages/addresses";

/**
 * A group of the desktop menu: a button that shows and hides a list of
 * links, as a native popover. It works from the first paint, with or
 * without JavaScript: the browser opens it, closes it on Escape or a click
 * outside, and returns focus to the button. The list sits under its button
 * (CSS anchor positioning, app.css); browsers without popovers open it on
 * hover and focus instead.
 */
export function NavSubmenu({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  const listId = useId();
  const holdsCurrentPage = group.children.some((child) => isCurrentPath(pathname, child.href));

  return (
    <li className="relative">
      <button
        type="button"
        popoverTarget={listId}
        data-submenu-toggle=""
        className={cn(
          "flex min-h-11 items-center gap-1 rounded-md px-2.5 font-semibold transition-colors hover:bg-brand-50 hover:text-brand-700 xl:px-3",
          holdsCurrentPage ? "text-brand-700" : "text-ink",
        )}
      >
        {group.label}
        <Icon icon={ChevronDown} className="size-4 transition-transform" />
        {holdsCurrentPage && (
          <>
            {" "}
            <span className="sr-only">(berisi halaman ini)</span>
          </>
        )}
      </button>
      <ul id={listId} popover="auto" data-submenu="" className="w-72 card p-2">
        {group.children.map((child) => {
          const current = isCurrentPath(pathname, child.href);
          return (
            <li key={child.href}>
              <a
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-700",
                  current ? "bg-brand-50 font-semibold text-brand-700" : "text-ink",
                )}
                href={sitePath(child.href)}
              >
                {child.label}
              </a>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
