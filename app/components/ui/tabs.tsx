import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { hook, TABS, TABS_NAME } from "~/lib/browser/hooks";

interface TabItem {
  /** Stable id, e.g. "akan-datang". */
  id: string;
  label: string;
  /** Shown after the label in the tab, e.g. a count. */
  badge?: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  /** What the tabs choose between, e.g. "Jenis kegiatan". */
  label: string;
  items: readonly TabItem[];
}

/**
 * Tabs on the WAI-ARIA tabs pattern, as HTML with the first tab selected;
 * lib/browser/tabs.ts makes them work (one tab stop, arrow keys, Home and
 * End) and keep the chosen one in the address (#telah-berlalu), run by the
 * page's own script as the page is parsed. The look follows `aria-selected`. Every panel is in the HTML;
 * without JavaScript, noscript.css shows them all under their headings.
 * Written here rather than taken from Radix, whose Tabs would add 10 KB.
 */
export function Tabs({ label, items }: TabsProps) {
  const baseId = useId();
  return (
    <div {...hook(TABS)}>
      <div
        role="tablist"
        aria-label={label}
        data-needs-js=""
        className="flex [scrollbar-width:none] gap-1 overflow-x-auto border-b border-line"
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            {...hook(TABS_NAME, item.id)}
            aria-selected={index === 0}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={index === 0 ? 0 : -1}
            className="-mb-px flex min-h-12 flex-1 items-center justify-center gap-2 border-b-[3px] border-transparent px-1.5 text-center text-sm leading-tight font-semibold text-muted transition-colors hover:text-brand-900 not-aria-selected:hover:border-brand-200 aria-selected:border-accent-400 aria-selected:text-brand-900 sm:flex-none sm:shrink-0 sm:px-4 sm:text-base sm:whitespace-nowrap"
          >
            {item.label}
            {item.badge}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          className={cn("pt-8 focus-visible:outline-offset-4", index > 0 && "hidden")}
        >
          <h2 data-tab-heading="" className="sr-only">
            {item.label}
          </h2>
          {item.content}
        </div>
      ))}
    </div>
  );
}
