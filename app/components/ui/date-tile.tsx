import { dateParts } from "~/lib/dates/format";
import { cn } from "~/lib/cn";

/**
 * The day and month of a date as a block, wherever a date leads a card or
 * a line. Decorative: the full date is written out beside it.
 */
export function DateTile({ date, className }: { date: string; className?: string }) {
  const { day, month } = dateParts(date);
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex w-14 shrink-0 flex-col items-center justify-center self-start rounded-xl bg-brand-900 py-2 text-white",
        className,
      )}
    >
      <span className="text-2xl leading-none font-extrabold">{day}</span>
      <span className="mt-1 text-xs font-semibold tracking-wide text-accent-400 uppercase">{month}</span>
    </span>
  );
}
