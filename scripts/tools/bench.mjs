// `npm run bench`: Lighthouse (mobile defaults: simulated slow 4G, 4x CPU
// slowdown) on every page of the built site, served compressed on
// 127.0.0.1, median of several runs; then the byte budgets and each page's
// length on a phone (tests/support/page-length.mjs), which depends on the
// content and so is held here rather than in npm test. Prints both
// tables, writes .bench/latest.json and exits non-zero if a target is missed.
//
//   npm run bench                      all pages, 3 runs each
//   npm run bench -- --runs 5 / /kontak   some pages, 5 runs each
//
// Timings vary between runs and machines, so this is not part of npm test;
// the byte budgets are (tests/fixtures/budgets.spec.ts).
import { chromium } from "@playwright/test";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { join } from "node:path";
import { buildDir, contentDir } from "../../site.config.mjs";
import { BUDGETS, firstVisitSize, measurePage, overBudget, PAGES_WITH_REACT } from "../../tests/support/budgets.mjs";
import { CHROMIUM_FLAGS, findChromium, NO_CHROMIUM } from "../../tests/support/chromium.mjs";
import { LENGTH_LIMITS, overLength, pageLength, PHONE_WIDTH } from "../../tests/support/page-length.mjs";

const TARGETS = { score: 100, fcp: 1000, lcp: 1000, tbt: 50, cls: 0 };
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const clientDir = join(buildDir, "client");

const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args.splice(runsIndex, 2)[1]) : 3;
const chrome = findChromium();
if (!chrome) {
  console.error(NO_CHROMIUM);
  process.exit(2);
}

// 1. A build no older than the code and the content.
const newest = (/** @type {string} */ dir) =>
  Math.max(
    ...spawnSync("find", [dir, "-type", "f", "-printf", "%T@\n"]).stdout.toString().trim().split("\n").map(Number),
  );
const info = join(buildDir, "build-info.json");
if (!existsSync(info) || statSync(info).mtimeMs / 1000 < Math.max(newest("app"), newest(contentDir))) {
  console.log("bench: building…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// 2. Every page of the build, unless some were named.
/** @type {{ pages: string[], basePath: string }} */
const { pages, basePath } = JSON.parse(readFileSync(info, "utf8"));
const routes = args.length > 0 ? args : pages;

// 3. The build, served compressed like a static host.
const port = 4400 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, ["scripts/tools/serve.mjs"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: "ignore",
});
const origin = `http://127.0.0.1:${port}`;
const site = `${origin}${basePath.replace(/\/$/, "")}`;
for (let attempt = 0; ; attempt++) {
  try {
    await fetch(origin);
    break;
  } catch {
    if (attempt > 50) throw new Error("bench: the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Lighthouse is fetched on first use rather than installed with the site:
// CI never needs it. The version is pinned; it runs on the project's Node
// (npx, started from an npm script, finds node_modules/.bin/node first).
const LIGHTHOUSE = "lighthouse@13.5.0";
/** @param {string} url */
function lighthouse(url) {
  const result = spawnSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${result.stderr}`);
  return JSON.parse(result.stdout.toString());
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** @type {Record<string, any>} */
const results = {};
/** @type {import("../../tests/support/budgets.mjs").PageWeight[]} */
const sizes = [];
/** @type {{ route: string, height: number, footer: number }[]} */
const lengths = [];
let environment;
try {
  console.log(`bench: warming up, then ${runs} Lighthouse runs on each of ${routes.length} pages (${site})`);
  lighthouse(`${site}/`);
  for (const route of routes) {
    /** @type {any[]} */
    const reports = [];
    for (let run = 0; run < runs; run++) reports.push(lighthouse(site + route));
    environment ??= reports[0].environment;
    const pick = (/** @type {(report: any) => number} */ read) => median(reports.map(read));
    results[route] = {
      performance: pick((r) => Math.round(r.categories.performance.score * 100)),
      accessibility: pick((r) => Math.round(r.categories.accessibility.score * 100)),
      bestPractices: pick((r) => Math.round(r.categories["best-practices"].score * 100)),
      seo: pick((r) => Math.round(r.categories.seo.score * 100)),
      fcp: pick((r) => Math.round(r.audits["first-contentful-paint"].numericValue)),
      lcp: pick((r) => Math.round(r.audits["largest-contentful-paint"].numericValue)),
      tbt: pick((r) => Math.round(r.audits["total-blocking-time"].numericValue)),
      cls: pick((r) => r.audits["cumulative-layout-shift"].numericValue),
      bytes: pick((r) => r.audits["total-byte-weight"].numericValue),
    };
    const m = results[route];
    console.log(
      `  ${route.padEnd(30)} ${m.performance}/${m.accessibility}/${m.bestPractices}/${m.seo}  FCP ${m.fcp} LCP ${m.lcp} TBT ${m.tbt} CLS ${m.cls}`,
    );
  }
  // The bytes each page downloads, from the same server; and how long it is on a phone.
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_FLAGS });
  for (const route of routes) sizes.push(await measurePage(browser, { origin, clientDir, basePath }, route));
  const phone = await browser.newPage({ viewport: { width: PHONE_WIDTH, height: 740 }, serviceWorkers: "block" });
  for (const route of routes) {
    await phone.goto(site + route);
    lengths.push({ route, ...(await pageLength(phone)) });
  }
  await browser.close();
} finally {
  server.kill();
}

// 4. The tables and the verdict.
const misses = [];
const lighthouseRows = Object.entries(results).map(([route, m]) => {
  for (const [name, value] of [
    ["Performance", m.performance],
    ["Accessibility", m.accessibility],
    ["Best Practices", m.bestPractices],
    ["SEO", m.seo],
  ]) {
    if (value < TARGETS.score) misses.push(`${route}: ${name} ${value} < ${TARGETS.score}`);
  }
  if (m.fcp > TARGETS.fcp) misses.push(`${route}: FCP ${m.fcp} ms > ${TARGETS.fcp} ms`);
  if (m.lcp > TARGETS.lcp) misses.push(`${route}: LCP ${m.lcp} ms > ${TARGETS.lcp} ms`);
  if (m.tbt > TARGETS.tbt) misses.push(`${route}: TBT ${m.tbt} ms > ${TARGETS.tbt} ms`);
  if (m.cls > TARGETS.cls) misses.push(`${route}: CLS ${m.cls} > ${TARGETS.cls}`);
  return `| ${route} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.fcp / 1000).toFixed(2)} s | ${(m.lcp / 1000).toFixed(2)} s | ${m.tbt} ms | ${m.cls} | ${Math.round(m.bytes / 1000)} KB |`;
});
misses.push(...sizes.flatMap(overBudget));
misses.push(...lengths.flatMap(({ route, ...length }) => overLength(route, length)));
const budgetRows = sizes.map(
  (s) =>
    `| ${s.page} | ${(s.js / 1000).toFixed(1)} KB | ${(s.css / 1000).toFixed(1)} KB | ${(s.html / 1000).toFixed(1)} KB | ${(s.icons / 1000).toFixed(1)} KB | ${(firstVisitSize(s) / 1000).toFixed(1)} KB |`,
);

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Lighthouse benchmarkIndex ${environment?.benchmarkIndex}, ${environment?.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}`;
const report = [
  `Lighthouse ${runs} runs per page, median; ${machine}`,
  "",
  "| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | bytes |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...lighthouseRows,
  "",
  `Byte budgets (gzip, what Chromium downloads until idle): JS 0 KB without React, ≤ ${BUDGETS.js / 1000} KB with (${PAGES_WITH_REACT.join(", ")}); CSS ≤ ${BUDGETS.css / 1000} KB, HTML ≤ ${BUDGETS.html / 1000} KB; first visit without photos ≤ ${BUDGETS.firstVisit / 1000} KB per page`,
  "",
  "| page | JS | CSS | HTML | icons | first visit |",
  "|---|---|---|---|---|---|",
  ...budgetRows,
  "",
  `Length at ${PHONE_WIDTH} px: a page ≤ ${LENGTH_LIMITS.page} px (home ≤ ${LENGTH_LIMITS.home} px), the footer ≤ ${LENGTH_LIMITS.footer} px`,
  "",
  "| page | height | footer |",
  "|---|---|---|",
  ...lengths.map(({ route, height, footer }) => `| ${route} | ${height} px | ${footer} px |`),
].join("\n");
console.log("\n" + report + "\n");

await mkdir(".bench", { recursive: true });
await writeFile(
  ".bench/latest.json",
  JSON.stringify(
    { date: new Date().toISOString(), machine, runs, lighthouse: results, sizes, lengths, misses },
    null,
    2,
  ),
);
await writeFile(".bench/latest.md", report + "\n");

if (misses.length > 0) {
  console.log(`Targets missed (${misses.length}):\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("All targets met.");
