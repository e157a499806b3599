// `npm run bench:phone`: what a visitor on a cheap phone waits for, measured
// in the system Chromium with DevTools' throttling (CPU 4× slower, 1.6 Mbit/s
// down, 150 ms latency), each page opened afresh (nothing cached, no service
// worker) several times; prints the median of each figure:
//   - first paint: the first text or picture (first-contentful-paint);
//   - main photo: the largest picture or text block painted (LCP).
// Every control works from the first paint: a page's scripts are inline
// and run as it is parsed (docs/decisions/0006).
//
//   npm run bench:phone                         home, /berita, /kontak, 5 runs each
//   npm run bench:phone -- --runs 7 / /aturan   some pages, 7 runs each
//   BUILD_DIR=build-other npm run bench:phone   another build
//
// Timings vary between machines; compare builds on the same one, in the same
// hour (docs/decisions/0001 was measured with it).
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildDir } from "../../site.config.mjs";
import { CHROMIUM_FLAGS, findChromium, NO_CHROMIUM } from "../../tests/support/chromium.mjs";
import { freePort } from "../../tests/support/ports.mjs";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const routes = args.length > 0 ? args : ["/", "/berita", "/kontak"];
const executablePath = findChromium();
if (!executablePath) {
  console.error(NO_CHROMIUM);
  process.exit(2);
}
const info = join(buildDir, "build-info.json");
if (!existsSync(info)) {
  console.error(`phone-timing: no build in ${buildDir}/ (npm run build)`);
  process.exit(2);
}
const { basePath } = JSON.parse(readFileSync(info, "utf8"));

const port = await freePort();
const server = spawn(process.execPath, ["scripts/tools/serve.mjs"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: "ignore",
});
const site = `http://127.0.0.1:${port}${basePath.replace(/\/$/, "")}`;
for (let attempt = 0; ; attempt++) {
  const up = await fetch(site + "/").then(
    () => true,
    () => false,
  );
  if (up) break;
  if (attempt > 50) throw new Error("phone-timing: the server did not start");
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Collects the figures in the page, from navigation start (performance.now()). */
function observe() {
  const marks = /** @type {Record<string, number>} */ ({});
  Object.defineProperty(window, "__timing", { value: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") marks.paint = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.largest = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
/** @typedef {{ paint: number[], largest: number[] }} Figures */
/** @type {Map<string, Figures>} */
const results = new Map();
try {
  for (const route of routes) {
    /** @type {Figures} */
    const figures = { paint: [], largest: [] };
    results.set(route, figures);
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: "block" });
      const page = await context.newPage();
      await page.addInitScript(observe);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: 200_000,
        uploadThroughput: 93_750,
      });
      await page.goto(site + route, { waitUntil: "load" });
      // LCP settles once the page is idle.
      await page.waitForTimeout(1500);
      /** @type {Record<string, number | undefined>} */
      const marks = await page.evaluate(() => ({ .../** @type {any} */ (window).__timing }));
      for (const name of /** @type {const} */ (["paint", "largest"])) {
        const mark = marks[name];
        if (mark !== undefined) figures[name].push(mark);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}

const median = (/** @type {number[]} */ values) => {
  if (values.length === 0) return "-";
  const sorted = [...values].sort((a, b) => a - b);
  return `${((sorted[Math.floor(sorted.length / 2)] ?? 0) / 1000).toFixed(2)} s`;
};
console.log(`${buildDir}/, ${runs} runs a page, median (CPU 4×, 1.6 Mbit/s, 150 ms, 360 × 740)`);
console.log("page".padEnd(14) + "first paint".padEnd(14) + "main photo");
for (const [route, figures] of results) {
  console.log(route.padEnd(14) + median(figures.paint).padEnd(14) + median(figures.largest));
}
