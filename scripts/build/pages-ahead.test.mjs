import { describe, expect, it } from "vitest";
import { NEWEST_AHEAD, pagesAhead, SEARCH_PAGE } from "./pages-ahead.mjs";

const day = "2026-03-14";
const mainPages = ["/", "/kegiatan", "/berita", "/kontak", "/struktur/bpc", "/struktur/uniyap"];

/** `count` events and articles, one a week back from `day` (two events still to come), and their pages. */
function archive(/** @type {number} */ count) {
  const at = (/** @type {number} */ weeks) =>
    new Date(Date.parse(`${day}T00:00:00Z`) - weeks * 7 * 864e5).toISOString().slice(0, 10);
  const events = Array.from({ length: count }, (_, n) => ({ slug: `kegiatan-${n}`, date: at(n - 2) }));
  const articles = Array.from({ length: count }, (_, n) => ({ slug: `berita-${n}`, date: at(n) }));
  const years = [...new Set(articles.map(({ date }) => date.slice(0, 4)))];
  const pages = [
    ...mainPages,
    ...events.map(({ slug }) => `/kegiatan/${slug}`),
    ...articles.map(({ slug }) => `/berita/${slug}`),
    ...years.flatMap((year) => [`/berita/arsip/${year}`, `/kegiatan/arsip/${year}`]),
    SEARCH_PAGE,
  ];
  return { pages, items: { events, articles } };
}

describe("the pages sw.js saves ahead", () => {
  it("do not grow with the archive: the same count with 3 items or 600", () => {
    const small = archive(3);
    const large = archive(600);
    const ahead = pagesAhead(large.pages, large.items, day);
    expect(ahead).toHaveLength(mainPages.length + NEWEST_AHEAD.events + NEWEST_AHEAD.articles);
    expect(pagesAhead(small.pages, small.items, day)).toHaveLength(mainPages.length + 3 + 3);
    expect(ahead.filter((page) => page.includes("/arsip/"))).toEqual([]);
    expect(ahead).not.toContain(SEARCH_PAGE);
  });

  it("are the main pages, the next events then the latest past ones, and the newest articles", () => {
    const { pages, items } = archive(40);
    const ahead = pagesAhead(pages, items, day);
    expect(ahead).toEqual(expect.arrayContaining(mainPages));
    // Two still to come (in 1 and 2 weeks), then the latest past ones.
    expect(ahead.filter((page) => page.startsWith("/kegiatan/"))).toEqual(
      Array.from({ length: NEWEST_AHEAD.events }, (_, n) => `/kegiatan/kegiatan-${n}`),
    );
    expect(ahead.filter((page) => page.startsWith("/berita/"))).toEqual(
      Array.from({ length: NEWEST_AHEAD.articles }, (_, n) => `/berita/berita-${n}`),
    );
  });
});
