/**
 * How much of the news and events /berita and /kegiatan show, and the
 * archive that holds the rest, a page a year (routes/archive.tsx). What
 * those two pages send stays the same however many years the branch
 * publishes.
 */
interface Dated {
  date: string;
}

/** The newest articles /berita shows; the others are in the archive. */
export const LATEST_ARTICLES = 9;

/** The past events "Telah Berlalu" on /kegiatan shows, most recent first. */
export const RECENT_PAST_EVENTS = 6;

/** The upcoming events /kegiatan shows at most, soonest first. */
export const UPCOMING_EVENTS = 24;

/** The articles the news feed holds, newest first (routes/files/news-feed.ts). */
export const FEED_ENTRIES = 30;

/** How far back, in days, the calendar subscription reaches besides the upcoming events (routes/files/calendar-feed.ts). */
export const CALENDAR_RECENT_DAYS = 90;

/** The first day the calendar subscription holds, YYYY-MM-DD: CALENDAR_RECENT_DAYS before `day`. */
export function calendarSince(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CALENDAR_RECENT_DAYS * 864e5).toISOString().slice(0, 10);
}

/** The years of `items`, newest first: "2026", "2025". */
export function yearsOf(items: readonly Dated[]): string[] {
  return [...new Set(items.map(({ date }) => date.slice(0, 4)))].sort().reverse();
}

/** The year an archive page is for, from its path: "/berita/arsip/2025" -> "2025". */
export function archiveYear(path: string): string {
  return /\/arsip\/(\d{4})$/.exec(path)?.[1] ?? "";
}

/** The items of `year`, newest first. */
export function ofYear<T extends Dated>(items: readonly T[], year: string): T[] {
  return items.filter(({ date }) => date.startsWith(`${year}-`)).sort((a, b) => b.date.localeCompare(a.date));
}
