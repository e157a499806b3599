/**
 * The history timeline as /sejarah-gmki-wamena shows it: the two foundings
 * take their year, and GMKI's its day, from site.json, the one place they
 * are written (app/content/founding.ts).
 */
import type { Site, TimelineEntry } from "~/content/schema";
import { formatDate } from "../dates/format";

export function timelineEntries(
  site: Pick<Site, "foundedNational" | "foundedBranch">,
  timeline: readonly TimelineEntry[],
) {
  return timeline.map(({ founding, year, title, description }) => ({
    year: founding === "gmki" ? Number(site.foundedNational.slice(0, 4)) : founding ? site.foundedBranch : year!,
    day: founding === "gmki" ? { date: site.foundedNational, text: formatDate(site.foundedNational) } : null,
    title,
    description,
  }));
}
