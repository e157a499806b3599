/**
 * Dates and times the Indonesian way. Content stores calendar days in WIT
 * ("2026-12-12") and times as "17.00"; a day is read and written in UTC so
 * that the calendar date never shifts, whatever the reader's time zone.
 */
const longDate = new Intl.DateTimeFormat("id-ID", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const plainDate = new Intl.DateTimeFormat("id-ID", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const dayOfMonth = new Intl.DateTimeFormat("id-ID", { day: "numeric", timeZone: "UTC" });
const shortMonth = new Intl.DateTimeFormat("id-ID", { month: "short", timeZone: "UTC" });

/** WIT, the time zone of Wamena (Asia/Jayapura). */
const WIT_OFFSET = "+09:00";

/** "2026-03-14" -> "Sabtu, 14 Maret 2026". */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2026-03-14" -> "14 Maret 2026". */
export function formatDate(isoDate: string): string {
  return plainDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2026-12-12" -> { day: "12", month: "Des" }, for a calendar-leaf badge. */
export function dateParts(isoDate: string): { day: string; month: string } {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return { day: dayOfMonth.format(date), month: shortMonth.format(date) };
}

/** "17.00", "21.00" -> "17.00–21.00 WIT"; without an end, "17.00 WIT". */
export function formatTimeRange(start: string, end?: string): string {
  return end ? `${start}–${end} WIT` : `${start} WIT`;
}

/** Machine-readable value for <time datetime>: "2026-12-12T17:00+09:00". */
export function toDateTime(isoDate: string, time?: string): string {
  return time ? `${isoDate}T${time.replace(".", ":")}${WIT_OFFSET}` : isoDate;
}

/** The calendar day in Wamena at the given moment, "YYYY-MM-DD". */
export function witDay(moment: Date): string {
  return new Date(moment.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whether an event on `isoDate` is still to come (today counts) on `today`. */
export function isOnOrAfter(isoDate: string, today: string): boolean {
  return isoDate >= today;
}
