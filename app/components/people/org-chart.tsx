import { ArrowRight, Landmark, Users } from "lucide";
import { Icon } from "~/components/ui/icon";
import { BranchCard, type BranchSummary } from "./branch-card";
import { sitePath } from "~/lib/pages/addresses";

export interface OrgChartData {
  conference: { title: string; text: string };
  board: { title: string; text: string; fields: readonly string[] };
  branches: readonly BranchSummary[];
}

/**
 * The branch as a chart: Konferensi Cabang → Badan Pengurus Cabang (with
 * its fields) → the komisariat. A nested list, so it reads in order on a
 * screen reader, works without JavaScript and prints; the lines between
 * the boxes are CSS (org-chart in app.css).
 */
export function OrgChart({ conference, board, branches }: OrgChartData) {
  return (
    <ol className="org-chart">
      <li>
        <div className="org-node rounded-card border border-line bg-paper p-5">
          <h3 className="flex items-center gap-2.5 text-lg">
            <Icon icon={Landmark} className="size-5 shrink-0 text-accent-700" />
            {conference.title}
          </h3>
          <p className="mt-1.5 text-muted">{conference.text}</p>
        </div>
        <ol>
          <li>
            <div className="org-node group relative rounded-card border-2 border-brand-900 bg-white p-5 shadow-card">
              <h3 className="flex items-center gap-2.5 text-lg">
                <Icon icon={Users} className="size-5 shrink-0 text-accent-700" />
                <a className="card-link" href={sitePath("/struktur/bpc")}>
                  {board.title}
                </a>
              </h3>
              <p className="mt-1.5 text-muted">{board.text}</p>
              {/* Plain words, not chips: the fields are not links of their own. */}
              <ul aria-label="Bidang" className="mt-3 grid gap-x-6 gap-y-1 text-sm text-ink sm:grid-cols-2">
                {board.fields.map((field) => (
                  <li key={field} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                    {field}
                  </li>
                ))}
              </ul>
              <span
                aria-hidden="true"
                className="mt-3 flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2"
              >
                Susunan Lengkap <Icon icon={ArrowRight} className="size-4" />
              </span>
            </div>
            <ol className="org-branches">
              {branches.map((branch) => (
                <li key={branch.slug}>
                  <BranchCard branch={branch} />
                </li>
              ))}
            </ol>
          </li>
        </ol>
      </li>
    </ol>
  );
}
