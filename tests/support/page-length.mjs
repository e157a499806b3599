// How long pages may be on a phone, shared by the fixture's test
// (tests/fixtures/page-length.spec.ts) and `npm run bench`, which holds the
// real site to them. A visitor on costly data scrolls, and pays, for every
// screen: at 360 px no page over 3,600 px but home (4,000), and the footer
// at most 350 px.

export const PHONE_WIDTH = 360;
export const LENGTH_LIMITS = { page: 3600, home: 4000, footer: 350 };

/**
 * A page's height and its footer's, as laid out at the page's viewport.
 * @param {import("@playwright/test").Page} page
 * @returns {Promise<{ height: number, footer: number }>}
 */
export function pageLength(page) {
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    footer: Math.round(document.querySelector("[data-site-footer]")?.getBoundingClientRect().height ?? 0),
  }));
}

/**
 * The limits a page goes over, as readable lines.
 * @param {string} path e.g. "/kontak"
 * @param {{ height: number, footer: number }} length
 */
export function overLength(path, { height, footer }) {
  const limit = path === "/" ? LENGTH_LIMITS.home : LENGTH_LIMITS.page;
  return [
    ...(height > limit ? [`${path}: ${height} px tall at ${PHONE_WIDTH} px > ${limit} px`] : []),
    ...(footer > LENGTH_LIMITS.footer ? [`${path}: footer ${footer} px > ${LENGTH_LIMITS.footer} px`] : []),
  ];
}
