import { buttonClass } from "~/components/ui/button";
import { sitePath } from "~/lib/pages/addresses";

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
            <a
              aria-current={year === current ? "page" : undefined}
              className={buttonClass(
                { variant: year === current ? "primary" : "secondary", size: "compact" },
                "min-w-16 px-4",
              )}
              href={sitePath(`${base}/${year}`)}
            >
              {year}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
