/**
 * GMKI's founding day and the branch's founding year are written once, in
 * site.json; the pages and the timeline take them from there. A text that
 * writes either again is refused by the content check (check.ts), so no
 * page can state another day or year (docs/decisions/0009). The spec's
 * "23 Feb 1950", typed into four texts, was how a wrong date spread.
 * Imports are relative: config files load this without the app's aliases.
 */
import { formatDate } from "../lib/dates/format";
import type { Site } from "./schema";

const MONTHS = "Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember";

/** Where the secretary changes them, as the admin names it. */
const WHERE = "Halaman dan kontak › Identitas situs";

/**
 * What a text writes of the two foundings: any day of GMKI's founding year
 * ("9 Februari 1950", "1950-02-09") and the branch's founding year as a
 * number of its own (not inside a phone number such as 0812-4800-1985).
 * Each with what to do instead, in words for the secretary.
 */
export function foundingSlips(
  text: string,
  site: Pick<Site, "foundedNational" | "foundedBranch">,
): { found: string; message: string }[] {
  const year = site.foundedNational.slice(0, 4);
  const days = new RegExp(`\\b\\d{1,2}\\s+(?:${MONTHS})\\s+${year}\\b|\\b${year}-\\d{2}-\\d{2}\\b`, "giu");
  const branchYear = new RegExp(`(?<![\\d-])${site.foundedBranch}(?![\\d-])`, "g");
  return [
    ...[...text.matchAll(days)].map(([found]) => ({
      found,
      message: `hari lahir GMKI cukup ditulis di satu tempat, ${WHERE} › Hari lahir GMKI (${formatDate(site.foundedNational)}), dan halaman menuliskannya dari sana; hapus "${found}" dari teks ini, mis. tulis "hari lahir GMKI"`,
    })),
    ...[...text.matchAll(branchYear)].map(([found]) => ({
      found,
      message: `tahun berdiri cabang cukup ditulis di satu tempat, ${WHERE} › Tahun berdiri cabang, dan halaman menuliskannya dari sana; hapus "${found}" dari teks ini, mis. tulis "sejak cabang berdiri"`,
    })),
  ];
}
