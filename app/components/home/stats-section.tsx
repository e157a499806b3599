import { SectionHeading } from "~/components/ui/section-heading";
import { StatList } from "~/components/ui/stat-list";
import type { Stat } from "~/content/schema";

export function StatsSection({ stats }: { stats: readonly Stat[] }) {
  return (
    <section aria-labelledby="angka" className="bg-paper py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading
          id="angka"
          eyebrow="Dalam Angka"
          title="Satu keluarga dari kampus-kampus Wamena"
          align="center"
        />
        <StatList stats={stats} className="mt-12" />
      </div>
    </section>
  );
}
