import { SectionHeading, type HeadingText } from "~/components/ui/section-heading";
import { StatList } from "~/components/ui/stat-list";
import type { Stat } from "~/content/schema";

/** The branch in figures. */
export function StatsSection({ heading, stats }: { heading: HeadingText; stats: readonly Stat[] }) {
  return (
    <section aria-labelledby="angka" className="bg-paper py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="angka" {...heading} align="center" />
        <StatList stats={stats} className="mt-12" />
      </div>
    </section>
  );
}
