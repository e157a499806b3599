import { ArrowRight, Building2 } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { Branch } from "~/content/schema";

/** What a komisariat shows in the organisation chart. */
export type BranchSummary = Pick<Branch, "slug" | "name" | "coordinator" | "colleges">;

/** A komisariat as a box of the chart: name, campuses, its coordinator; the whole box links to its page. */
export function BranchCard({ branch }: { branch: BranchSummary }) {
  return (
    <div className="group relative flex h-full flex-col card p-5 transition-shadow hover:shadow-lg">
      <h3 className="flex items-start gap-2.5 text-lg leading-snug">
        <Icon icon={Building2} className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <Link to={`/struktur/${branch.slug}`} className="card-link">
          {branch.name}
        </Link>
      </h3>
      <p className="mt-1.5 text-sm text-muted">{branch.colleges.join(" · ")}</p>
      <dl className="mt-3 space-y-0.5 text-sm">
        <div>
          <dt className="inline text-muted">Koordinator BPC: </dt>
          <dd className="inline font-semibold text-ink">{branch.coordinator}</dd>
        </div>
      </dl>
      <span
        aria-hidden="true"
        className="mt-auto flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700 group-hover:gap-2"
      >
        Lihat komisariat <Icon icon={ArrowRight} className="size-4" />
      </span>
    </div>
  );
}
