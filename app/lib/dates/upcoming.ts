import { isOnOrAfter } from "./format";

interface Dated {
  date: string;
}

/** Events still to come on `today` (today included), soonest first. */
export function upcoming<T extends Dated>(events: readonly T[], today: string): T[] {
  return events.filter((event) => isOnOrAfter(event.date, today)).sort((a, b) => a.date.localeCompare(b.date));
}

/** Events that have passed by `today`, most recent first. */
export function past<T extends Dated>(events: readonly T[], today: string): T[] {
  return events.filter((event) => !isOnOrAfter(event.date, today)).sort((a, b) => b.date.localeCompare(a.date));
}
