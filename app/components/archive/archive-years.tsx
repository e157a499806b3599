import { Link } from "react-router";
import { cn } from "~/lib/cn";

interface ArchiveYearsProps {
  /** What the links lead to, for screen readers: "Arsip berita". */
  label: string;
  /** The years, newest first: "2026", "2025". */
  years: readonly string[];
  /** The archive's address without the year: "/berita/arsip". */
  base: string;
  /** The year of the page showing these links, marked as the current page. */
  current?: string;
  className?: string;
}

/**
 * Links to each year of an archive: plain links, so the archive reads and
 * navigates without JavaScript. One link a year, so they stay few.
 */
export function ArchiveYears({ label, years, base, current, className }: ArchiveYearsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {years.map((year) => (
          <li key={year}>
            <Link
              to={`${base}/${year}`}
              aria-current={year === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 min-w-16 items-center justify-center rounded-full border px-4 font-semibold underline-offset-4",
                year === current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-brand-200 bg-white text-brand-700 underline hover:bg-brand-50",
              )}
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
