import type { Stat } from "~/content/schema";
import { cn } from "~/lib/cn";

/**
 * Figures in a row: the number large, its label under it. "compact" keeps
 * one row at every width, for a side column.
 */
export function StatList({
  stats,
  size = "large",
  className,
}: {
  stats: readonly Stat[];
  size?: "large" | "compact";
  className?: string;
}) {
  const large = size === "large";
  return (
    <dl
      className={cn(
        // One row on a phone when the figures fit (up to four); otherwise rows of two.
        // Four share the row by their widths, so "1.000+" keeps its "+" on its line.
        // Each figure keeps to the top of its cell (justify-end, as the column is
        // reversed), so a label on two lines never lowers its number.
        "grid gap-x-3 gap-y-6 max-[22.5rem]:gap-x-1.5",
        large && "sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]",
        stats.length === 4
          ? "grid-cols-[repeat(4,auto)] justify-between"
          : stats.length === 3
            ? "grid-cols-3"
            : "grid-cols-2",
        className,
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse items-center justify-end text-center">
          <dt className="mt-1.5 text-sm leading-tight font-medium text-muted max-[22.5rem]:text-xs sm:text-base">
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-2xl font-extrabold tracking-tight text-brand-900 max-[22.5rem]:text-xl",
              large ? "sm:text-5xl" : "sm:text-3xl",
            )}
          >
            {/* "1.000+" whole: its "+" never alone on a line. */}
            <span className="whitespace-nowrap">{stat.value}</span>
            <span aria-hidden="true" className="mx-auto mt-2 block h-1 w-10 rounded-full bg-accent-400 sm:mt-3" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
