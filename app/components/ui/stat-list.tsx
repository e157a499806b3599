import type { Stat } from "~/content/schema";
import { cn } from "~/lib/cn";

/** Figures in a row: the number large, its label under it. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse items-center text-center">
          <dt className="mt-2 font-medium text-muted">{stat.label}</dt>
          <dd className="text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            {stat.value}
            <span aria-hidden="true" className="mx-auto mt-3 block h-1 w-10 rounded-full bg-accent-400" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
