import { SampleNote } from "~/components/layout/sample-note";
import { SectionHeading, type HeadingText } from "~/components/ui/section-heading";
import { StatList } from "~/components/ui/stat-list";
import type { Stat } from "~/content/schema";

/** The branch in figures, a line on what they count, and while some are samples, the note that says so. */
export function StatsSection({
  heading,
  stats,
  note,
  sampleNote,
}: {
  heading: HeadingText;
  stats: readonly Stat[];
  note: string;
  sampleNote: string | null;
}) {
  return (
    <section aria-labelledby="angka" className="bg-paper py-8 sm:py-10 lg:py-20">
      <div className="container-page">
        {/* On a phone the figures speak for themselves: the heading's line is read, not shown. */}
        <SectionHeading id="angka" {...heading} align="center" titleClassName="max-sm:sr-only" />
        <StatList stats={stats} className="mt-4 sm:mt-8 lg:mt-12" />
        <p className="mx-auto mt-4 max-w-2xl text-center text-xs text-muted sm:mt-6 sm:text-sm">
          {note} <SampleNote note={sampleNote} inline />
        </p>
      </div>
    </section>
  );
}
