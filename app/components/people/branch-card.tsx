import { ArrowRight, Building2 } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Branch } from "~/content/schema";
import { sitePath } from "~/lib/pages/addresses";

/** What a komisariat shows in the organisation chart. */
export type BranchSummary = Pick<Branch, "slug" | "name" | "coordinator">;

/**
 * A komisariat as a box of the chart: its name, linked to its page, and the
 * BPC member who accompanies it. When and where it meets is at the top of
 * the page (MeetingList).
 */
export function BranchCard({ branch }: { branch: BranchSummary }) {
  return (
    <div className="group relative flex h-full flex-col card px-4 py-3">
      <h3 className="flex items-start gap-2 text-base leading-snug">
        <Icon icon={Building2} className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <a className="card-link" href={sitePath(`/struktur/${branch.slug}`)}>
          {branch.name}
        </a>
        <Icon
          icon={ArrowRight}
          className="mt-0.5 ml-auto size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
        />
      </h3>
      <p className="mt-1 pl-7 text-sm text-muted">
        Koordinator dari BPC: <span className="font-semibold text-ink">{branch.coordinator}</span>
      </p>
    </div>
  );
}
