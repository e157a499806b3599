import { ChevronDown, Link2 } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { RuleSection } from "~/content/schema";
import { ForeignTerms } from "~/components/text/foreign-terms";

/** All rule sections share one group: at most one is open on the page. */
const GROUP = "aturan";

/**
 * Rule sections as native <details>, needing no script: they open and close
 * by themselves, one at a time (a `name` group; browsers before 2024 let
 * several stay open), a closed section's text stays findable, printing
 * shows them all (app.css). /aturan#iuran-anggota opens that section: the
 * address points inside it, and the browser opens a <details> to show what
 * the address points to. Each section offers that address as a plain link,
 * for the visitor's own copy or share.
 */
export function RuleAccordion({ sections }: { sections: readonly RuleSection[] }) {
  return (
    <div className="space-y-2 sm:space-y-3">
      {sections.map((section) => (
        <details key={section.id} name={GROUP} data-rule="" className="group card open:border-brand-300">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-4 py-3 hover:bg-brand-50 sm:min-h-14 sm:px-5 sm:py-4 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg">{section.title}</h3>
            <Icon
              icon={ChevronDown}
              className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
            />
          </summary>
          {/* Scrolled to with room for the sticky header and the section's title above. */}
          <ul
            id={section.id}
            className="scroll-mt-40 list-disc space-y-2 px-5 pl-10 leading-relaxed text-ink marker:text-accent-500"
          >
            {section.items.map((item) => (
              <li key={item}>
                <ForeignTerms>{item}</ForeignTerms>
              </li>
            ))}
          </ul>
          <div className="px-5 pt-3 pb-5">
            <a
              href={`#${section.id}`}
              aria-label={`Tautan ke bagian ini: ${section.title}`}
              className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Icon icon={Link2} className="size-4" />
              Tautan ke bagian ini
            </a>
          </div>
        </details>
      ))}
    </div>
  );
}
