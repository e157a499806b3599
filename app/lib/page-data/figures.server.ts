/**
 * The branch in figures, one set for home and /tentang: first what only the
 * branch knows (home.json, on the launch list), then what the content
 * counts itself, its komisariat and this year's events, so that these never
 * disagree with the pages that list them.
 */
import type { Samples } from "~/content/samples";
import type { SiteContent, Stat } from "~/content/schema";

/** The words beside the branch's own figures while they are samples, for the block that shows them. */
export const FIGURES = { place: "home.json#figures", what: "angka anggota dan alumni" } as const;

/**
 * Under the figures, where they come from: the branch's own words
 * ("perkiraan pengurus") only once the branch has confirmed them; until
 * then the page says they are samples (`FIGURES`, app/content/samples.ts).
 */
export function branchFigures(
  content: Pick<SiteContent, "home" | "branches" | "events">,
  buildDay: string,
  samples: Samples,
): { figures: Stat[]; note: string } {
  const year = buildDay.slice(0, 4);
  const events = content.events.filter((event) => event.date.startsWith(year)).length;
  const counted = [
    { value: String(content.branches.length), label: "Komisariat" },
    // A new year starts with none yet: better no figure than a zero.
    ...(events > 0 ? [{ value: String(events), label: `Kegiatan ${year}` }] : []),
  ];
  const own = samples.has(FIGURES.place) ? [] : [content.home.figuresNote];
  return {
    figures: [...content.home.figures, ...counted],
    note: [...own, `${events > 0 ? `Komisariat dan kegiatan ${year}` : "Komisariat"}: dihitung dari situs ini.`].join(
      " ",
    ),
  };
}
