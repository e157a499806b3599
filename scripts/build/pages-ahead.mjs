// The pages sw.js saves ahead (scripts/build/service-worker.mjs): a number
// that does not grow with the archive (docs/decisions/0007).
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** The search's results page (app/routes/search.tsx). */
export const SEARCH_PAGE = "/cari";

/** How many events and articles sw.js saves ahead, whatever the archive holds. */
export const NEWEST_AHEAD = { events: 8, articles: 8 };

/**
 * The pages sw.js saves ahead, as paths ("/kontak", "/kegiatan/x"): every
 * page of `pages` but those of single events and articles and the archive
 * (under /kegiatan/ and /berita/), and of those the NEWEST_AHEAD; and but
 * the search's results page, which searches online only (its index is
 * never saved ahead).
 * @param {readonly string[]} pages every page of the build
 * @param {{ events: readonly { slug: string, date: string }[], articles: readonly { slug: string, date: string }[] }} items
 * @param {string} day the build day, YYYY-MM-DD
 */
export function pagesAhead(pages, { events, articles }, day) {
  const coming = events.filter((event) => event.date >= day).sort((a, b) => a.date.localeCompare(b.date));
  const passed = events.filter((event) => event.date < day).sort((a, b) => b.date.localeCompare(a.date));
  const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const chosen = new Set([
    ...[...coming, ...passed].slice(0, NEWEST_AHEAD.events).map(({ slug }) => `/kegiatan/${slug}`),
    ...newest.slice(0, NEWEST_AHEAD.articles).map(({ slug }) => `/berita/${slug}`),
  ]);
  return pages.filter((page) => page !== SEARCH_PAGE && (!/^\/(kegiatan|berita)\/./.test(page) || chosen.has(page)));
}

/**
 * Each event's and article's slug and date, from a content folder (already
 * checked by the build).
 * @param {string} content
 */
export async function datedItems(content) {
  const read = async (/** @type {string} */ folder) => {
    const dir = join(content, folder);
    const files = existsSync(dir) ? (await readdir(dir)).filter((file) => file.endsWith(".json")) : [];
    return Promise.all(
      files.map(async (file) => ({
        slug: file.slice(0, -".json".length),
        date: String(JSON.parse(await readFile(join(dir, file), "utf8")).date),
      })),
    );
  };
  return { events: await read("events"), articles: await read("news") };
}
