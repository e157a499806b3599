import { ChevronDown, Link2 } from "lucide";
import { useEffect, type SyntheticEvent } from "react";
import { Icon } from "~/components/ui/icon";
import type { RuleSection } from "~/content/schema";
import { copyLink } from "~/lib/share";
import { ForeignTerms } from "~/components/ui/foreign-terms";

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
 * For the page that holds the sections: /aturan#iuran-anggota opens that
 * section and brings it into view (on arrival, and when the #part changes);
 * printing shows every section, then puts them back as they were.
 */
export function useRuleSections() {
  useEffect(() => {
    const sections = () => [...document.querySelectorAll<HTMLDetailsElement>("details[data-rule]")];
    const openFromHash = () => {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (!(target instanceof HTMLDetailsElement) || !target.hasAttribute("data-rule")) return;
      target.open = true;
      target.scrollIntoView({ block: "start" });
      target.querySelector("summary")?.focus({ preventScroll: true });
    };
    // A group lets one section open at a time; printing lifts that for a moment.
    let wasOpen: HTMLDetailsElement[] = [];
    const beforePrint = () => {
      wasOpen = sections().filter((section) => section.open);
      for (const section of sections()) {
        section.removeAttribute("name");
        section.open = true;
      }
    };
    const afterPrint = () => {
      for (const section of sections()) {
        section.open = wasOpen.includes(section);
        section.setAttribute("name", GROUP);
      }
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    window.addEventListener("beforeprint", beforePrint);
    window.addEventListener("afterprint", afterPrint);
    return () => {
      window.removeEventListener("hashchange", openFromHash);
      window.removeEventListener("beforeprint", beforePrint);
      window.removeEventListener("afterprint", afterPrint);
    };
  }, []);
}

/** The address of one section, to send to someone. */
const sectionUrl = (id: string) => `${window.location.origin}${window.location.pathname}#${id}`;

/**
 * Rule sections as native <details>: they open and close without
 * JavaScript, a closed section's text stays findable, and clicking the open
 * one closes it.
 */
export function RuleAccordion({ sections }: { sections: readonly RuleSection[] }) {
  return (
    <div className="space-y-2 sm:space-y-3">
      {sections.map((section) => (
        <details
          key={section.id}
          id={section.id}
          name={GROUP}
          data-rule=""
          onToggle={closeOthers}
          className="group card open:border-brand-300"
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-4 py-3 hover:bg-brand-50 sm:min-h-14 sm:px-5 sm:py-4 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg">{section.title}</h3>
            <Icon
              icon={ChevronDown}
              className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <ul className="list-disc space-y-2 px-5 pl-10 leading-relaxed text-ink marker:text-accent-500">
            {section.items.map((item) => (
              <li key={item}>
                <ForeignTerms>{item}</ForeignTerms>
              </li>
            ))}
          </ul>
          <div className="px-5 pt-3 pb-5">
            <button
              type="button"
              data-needs-js=""
              onClick={() => void copyLink(sectionUrl(section.id))}
              className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Icon icon={Link2} className="size-4" />
              Salin tautan <span className="sr-only">ke bagian {section.title}</span>
            </button>
          </div>
        </details>
      ))}
    </div>
  );
}
