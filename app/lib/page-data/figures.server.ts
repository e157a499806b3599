/**
 * The branch in figures, one set for home and /tentang: first what only the
 * branch knows (home.json, on the launch list), then what the content
 * counts itself, its komisariat and this year's events, so that these never
 * disagree with the pages that list them.
 */
import type { SiteContent, Stat } from "~/content/schema";
import { isUnconfirmed } from "~/content/to-confirm";

/**
 * Under the figures, where they come from: the branch's own words
 * ("perkiraan pengurus") only once the branch has confirmed them; until
 * then, that they are samples.
 */
export function branchFigures(
  content: Pick<SiteContent, "home" | "branches" | "events" | "toConfirm">,
  buildDay: string,
): { figures: Stat[]; note: string } {
  const year = buildDay.slice(0, 4);
  const events = content.events.filter((event) => event.date.startsWith(year)).length;
  const counted = [
    { value: String(content.branches.length), label: "Komisariat" },
    // A new year starts with none yet: better no figure than a zero.
    ...(events > 0 ? [{ value: String(events), label: `Kegiatan ${year}` }] : []),
  ];
  return {
    figures: [...content.home.figures, ...counted],
    note: `${isUnconfirmed(content.toConfirm, "angka") ? "Anggota aktif dan alumni: angka contoh, belum dipastikan pengurus cabang." : content.home.figuresNote} ${events > 0 ? `Komisariat dan kegiatan ${year}` : "Komisariat"}: dihitung dari situs ini.`,
  };
}
