import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useUntilReady } from "../../hooks/use-until-ready";

export interface TabItem {
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
 * Tabs on the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home,
 * End) move between tabs and select them; the first tab is selected. Every
 * panel is in the HTML; without JavaScript, noscript.css shows them all under
 * their headings. Written here rather than taken from Radix, whose Tabs
 * would add 10 KB to the page, more than the page itself.
 */
export function Tabs({ label, items }: TabsProps) {
  const [selected, setSelected] = useState(items[0]?.id);
  const baseId = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  // Before React runs, the other tabs say they are not ready (the selected one is shown).
  const waiting = useUntilReady();

  const moveTo = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.id);
    tabs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        data-needs-js=""
        className="flex [scrollbar-width:none] gap-1 overflow-x-auto border-b border-line"
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element);
                else tabs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...(!isSelected && waiting.props)}
              className={cn(
                "-mb-px flex min-h-12 flex-1 items-center justify-center gap-2 border-b-[3px] px-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:flex-none sm:shrink-0 sm:px-4 sm:text-base sm:whitespace-nowrap",
                isSelected
                  ? "border-accent-400 text-brand-900"
                  : "border-transparent text-muted hover:border-brand-200 hover:text-brand-900",
              )}
            >
              {item.label}
              {item.badge}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          className={cn("pt-8 focus-visible:outline-offset-4", item.id !== selected && "hidden")}
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
