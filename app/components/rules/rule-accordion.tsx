import { ChevronDown } from "lucide";
import type { SyntheticEvent } from "react";
import { Icon } from "~/components/ui/icon";
import type { RuleSection } from "~/content/schema";

/** All rule sections share one group: at most one is open on the page. */
const GROUP = "aturan";

/**
 * Browsers since 2024 close the other sections of a <details name> group
 * themselves; this does the same for older ones (many phones here).
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${GROUP}"][open]`)) {
    if (other !== opened) other.open = false;
  }
}

/**
 * Rule sections as native <details>: they open and close without
 * JavaScript, a closed section's text stays findable, and clicking the open
 * one closes it (spec §4).
 */
export function RuleAccordion({ sections }: { sections: readonly RuleSection[] }) {
  return (
    <div className="space-y-3">
      {sections.map((section) => (
        <details
          key={section.id}
          id={section.id}
          name={GROUP}
          onToggle={closeOthers}
          className="group card open:border-brand-300"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg">{section.title}</h3>
            <Icon
              icon={ChevronDown}
              className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <ul className="list-disc space-y-2 px-5 pb-6 pl-10 leading-relaxed text-ink marker:text-accent-500">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
