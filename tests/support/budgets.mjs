// Byte budgets of the built site, shared by the browser tests
// (tests/fixtures/sub-path.spec.ts, budgets.spec.ts) and `npm run bench`. A page is measured by
// what Chromium downloads for it until the network is idle: its HTML, its
// stylesheets, its icons, and any script file (none: a page's scripts are
// inline, docs/decisions/0006). Sizes are those files from the build,
// gzipped at level 6 as static hosts commonly send them, so they do not
// vary between runs. 1 KB = 1000 bytes.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGETS = {
  /** A first visit without photos: the page, its stylesheets and icons. */
  firstVisit: 35_000,
  /** Stylesheets a page downloads. */
  css: 20_000,
  /** The page itself. */
  html: 30_000,
  /**
   * The CSS of its first screen, in its <head> (part of the page's HTML;
   * scripts/build/critical-css.mjs): sent with every page, so kept small.
   */
  inlineCss: 6_000,
  /**
   * What the home page downloads at 375 px until idle besides its first
   * hero photo (transfer sizes): the photo is content (2.3 KB as AVIF
   * today), so the bench reports the sum.
   */
  homeBesidesPhoto: 45_000,
  /**
   * Everything a first visit from a shared link downloads until the network
   * has been quiet for 5 s, the service worker and what it saves included,
   * photos as a phone is served them (transfer sizes).
   */
  firstVisitOnTheWire: 100_000,
};

/** @typedef {{ page: string, html: number, inlineCss: number, css: number, icons: number, js: number, scripts: string[] }} PageWeight */

const gzipSize = (/** @type {Buffer} */ content) => gzipSync(content, { level: 6 }).length;

/**
 * A built file (the page's index.html for a page) by the URL path it is
 * served at, base path included: "/kontak" is kontak/index.html; a query
 * is ignored.
 * @param {{ clientDir: string, basePath: string }} site
 * @param {string} pathname
 */
function servedFile({ clientDir, basePath }, pathname) {
  let file = pathname.slice(basePath.length);
  if (file === "" || file.endsWith("/")) file += "index.html";
  else if (!/\.\w+$/.test(file)) file += "/index.html";
  return readFile(join(clientDir, file));
}

/**
 * A built file's size (gzip) by the URL path it is served at.
 * @param {{ clientDir: string, basePath: string }} site
 * @param {string} pathname
 */
const servedSize = async (site, pathname) => gzipSize(await servedFile(site, pathname));

/**
 * What one page downloads until idle, in a fresh context without a service
 * worker's cache.
 * @param {import("@playwright/test").Browser} browser
 * @param {{ origin: string, clientDir: string, basePath: string }} site origin without the base path
 * @param {string} path e.g. "/kegiatan", as the site's routes name it
 * @returns {Promise<PageWeight>}
 */
export async function measurePage(browser, { origin, clientDir, basePath }, path) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const requested = recordRequests(page);
  await page.goto(`${origin}${basePath}${path.slice(1)}`);
  await page.waitForLoadState("networkidle");
  await context.close();
  return weighPage({ clientDir, basePath }, path, requested);
}

/**
 * The addresses a page asks for from now on (its scripts, stylesheets and
 * icons are weighed by weighPage once it is idle).
 * @param {import("@playwright/test").Page} page
 */
export function recordRequests(page) {
  /** @type {string[]} */
  const requested = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

/**
 * A page's weight: its HTML and the scripts, stylesheets and icons it asked
 * for (recordRequests), each as the build wrote it, gzipped.
 * @param {{ clientDir: string, basePath: string }} site
 * @param {string} path e.g. "/kegiatan", as the site's routes name it
 * @param {string[]} requested the paths the page asked for, base path included
 * @returns {Promise<PageWeight>}
 */
export async function weighPage({ clientDir, basePath }, path, requested) {
  const ofType = (/** @type {string} */ extension) => [...new Set(requested.filter((p) => p.endsWith(extension)))];
  const sum = async (/** @type {string[]} */ paths) => {
    let total = 0;
    for (const pathname of paths) total += await servedSize({ clientDir, basePath }, pathname);
    return total;
  };
  const html = await servedFile({ clientDir, basePath }, `${basePath}${path.slice(1)}`);
  const inline = /<style>([\s\S]*?)<\/style>/.exec(html.toString())?.[1] ?? "";
  const scripts = ofType(".js");
  return {
    page: path,
    html: gzipSize(html),
    inlineCss: inline ? gzipSize(Buffer.from(inline)) : 0,
    css: await sum(ofType(".css")),
    icons: await sum(ofType(".svg")),
    js: await sum(scripts),
    scripts: scripts.sort(),
  };
}

/** The line a test or the bench prints for a page's weight. @param {PageWeight} weight */
export const weightLine = (weight) =>
  `${weight.page.padEnd(30)} JS ${weight.js} (${weight.scripts.length} files) CSS ${weight.css} HTML ${weight.html} (first screen's CSS ${weight.inlineCss}) icons ${weight.icons} first visit ${firstVisitSize(weight)}`;

/**
 * The budgets a page is over, as readable lines.
 * @param {PageWeight} weight
 */
export function overBudget(weight) {
  const firstVisit = firstVisitSize(weight);
  return [
    .../** @type {const} */ (["css", "html"])
      .filter((kind) => weight[kind] > BUDGETS[kind])
      .map((kind) => `${weight.page}: ${kind.toUpperCase()} ${weight[kind]} B > ${BUDGETS[kind]} B`),
    ...(weight.inlineCss > BUDGETS.inlineCss
      ? [`${weight.page}: first screen's CSS ${weight.inlineCss} B > ${BUDGETS.inlineCss} B`]
      : []),
    ...(weight.scripts.length > 0 ? [`${weight.page}: loads scripts ${weight.scripts.join(", ")}`] : []),
    ...(firstVisit > BUDGETS.firstVisit
      ? [`${weight.page}: first visit without photos ${firstVisit} B > ${BUDGETS.firstVisit} B`]
      : []),
  ];
}

/** A first visit without photos: HTML, stylesheets, icons. @param {PageWeight} weight */
export const firstVisitSize = (weight) => weight.html + weight.css + weight.icons;

/**
 * Everything a first visit to `url` downloads on a phone (375 × 740, 2×)
 * until the network has been quiet for 5 s, the service worker and what it
 * saves included: bytes on the wire (compressed bodies and headers). With
 * `saveData`, as a browser that asks to save data.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ saveData?: boolean }} [options]
 * @returns {Promise<{ total: number, files: string[] }>}
 */
export async function firstVisitOnTheWire(browser, url, { saveData = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "allow",
  });
  const page = await context.newPage();
  if (saveData)
    await (await context.newCDPSession(page)).send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  /** @type {Promise<number>[]} */
  const sizes = [];
  /** @type {string[]} */
  const files = [];
  let last = Date.now();
  context.on("request", () => (last = Date.now()));
  context.on("requestfinished", (request) => {
    last = Date.now();
    files.push(`${request.serviceWorker() ? "(worker) " : ""}${new URL(request.url()).pathname}`);
    sizes.push(
      request.sizes().then(({ responseBodySize, responseHeadersSize }) => responseBodySize + responseHeadersSize),
    );
  });
  // The page's own clock, so that a minute of reading (home's slides turning) passes at once.
  await page.clock.install();
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  await page.clock.runFor(60_000);
  // Then quiet for 5 s: what a visitor who reads for a minute and leaves has paid.
  while (Date.now() - last < 5_000) await page.waitForTimeout(500);
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { total, files };
}
