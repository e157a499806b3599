import { ForeignTerms } from "~/components/text/foreign-terms";
import { sitePath } from "~/lib/pages/addresses";

export interface ArchiveEntry {
  slug: string;
  title: string;
  /** YYYY-MM-DD, for <time>. */
  date: string;
  /** "14 Maret 2026". */
  shownDate: string;
  /** What follows the date: the author, or the time and place. */
  detail: string;
  /** Its own page; an article without a body has none, and shows its excerpt here. */
  href?: string;
  excerpt?: string;
  /** A word before the date, e.g. "Akan datang" for an event still to come. */
  note?: string;
}

/**
 * An archive year's entries, newest first, one line of title and one of
 * date and detail each: a year of weekly news stays a list a visitor scans.
 * Each has its slug as id, so /berita/arsip/2025#<slug> points at it.
 */
export function ArchiveList({ entries }: { entries: readonly ArchiveEntry[] }) {
  return (
    <ol className="divide-y divide-line border-y border-line">
      {entries.map((entry) => (
        <li key={entry.slug} id={entry.slug} className="py-4">
          <h2 className="text-lg leading-snug font-semibold">
            {entry.href ? (
              <a
                className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
                href={sitePath(entry.href)}
              >
                <ForeignTerms>{entry.title}</ForeignTerms>
              </a>
            ) : (
              <ForeignTerms>{entry.title}</ForeignTerms>
            )}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {entry.note && (
              <>
                <span className="font-semibold text-accent-700">{entry.note}</span>
                <span aria-hidden="true"> · </span>
              </>
            )}
            <time dateTime={entry.date}>{entry.shownDate}</time>
            <span aria-hidden="true"> · </span>
            <ForeignTerms>{entry.detail}</ForeignTerms>
          </p>
          {entry.excerpt && (
            <p className="mt-2 max-w-prose">
              <ForeignTerms>{entry.excerpt}</ForeignTerms>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
