// `npm run bench`: Lighthouse (mobile defaults: simulated slow 4G, 4x CPU
// slowdown) on every page of the built site, served compressed on
// 127.0.0.1, median of several runs, and beside it a first visit on 2G
// (EDGE, below: the first paint and the largest, as Chromium measures them);
// then the byte budgets and each page's length on a phone
// (tests/support/page-length.mjs), which depends on the content and so is
// held here rather than in npm test. Prints the tables, writes
// .bench/latest.json and exits non-zero if a target is missed.
//
//   npm run bench                      all pages, 3 runs each
//   npm run bench -- --runs 5 / /kontak   some pages, 5 runs each
//   npm run bench -- --against 7fb7290 / /kegiatan /tentang
//                                      Lighthouse and 2G only, this build and
//                                      that commit's, side by side (see below)
//   npm run bench -- --against 7fb7290 --against .bench/variant /kegiatan
//                                      and a variant built into a folder
//
// Timings vary between runs and machines, so this is not part of npm test;
// the byte budgets are (tests/fixtures/sub-path.spec.ts and budgets.spec.ts).
import { chromium } from "@playwright/test";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildDir, contentDir } from "../../site.config.mjs";
import { BUDGETS, firstVisitOnTheWire, firstVisitSize, measurePage, overBudget } from "../../tests/support/budgets.mjs";
import { CHROMIUM_FLAGS, findChromium, NO_CHROMIUM } from "../../tests/support/chromium.mjs";
import { LENGTH_LIMITS, overLength, pageLength, PHONE_WIDTH } from "../../tests/support/page-length.mjs";

const TARGETS = { score: 100, fcp: 1000, lcp: 1000, tbt: 50, cls: 0, edgeFcp: 1500, edgeHomeLcp: 2000 };

/**
 * A first visit on 2G, as much of the highlands has it (EDGE, or a
 * congested 3G): Chromium's own throttling of the link (240 kbit/s down,
 * 200 up, 800 ms round trip) and CPU (4x slower), a 360 px phone, nothing
 * cached and no service worker. Unlike Lighthouse's simulation, the browser
 * really loads the page this slowly, so a page that paints before all of it
 * has arrived is seen to.
 */
const EDGE = { latency: 800, downloadThroughput: 240_000 / 8, uploadThroughput: 200_000 / 8, cpu: 4 };

/**
 * One first visit on EDGE: the first paint, the largest (once the page has
 * loaded and the network is idle) and the layout shifts, in ms.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 */
async function onEdge(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...EDGE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: EDGE.cpu });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await page.waitForLoadState("networkidle");
  const paints = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const result = {
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
          lcp: NaN,
          cls: 0,
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) result.lcp = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of /** @type {any[]} */ (list.getEntries()))
            if (!entry.hadRecentInput) result.cls += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries come in the observers' first callback, before this.
        setTimeout(() => resolve(result), 0);
      }),
  );
  await context.close();
  return /** @type {{ fcp: number, lcp: number, cls: number }} */ (paints);
}

/**
 * The medians of several first visits on EDGE, and the spread of each.
 * @param {{ fcp: number, lcp: number, cls: number }[]} visits
 */
const edgeSummary = (visits) => {
  const of = (/** @type {"fcp" | "lcp" | "cls"} */ name) => visits.map((visit) => visit[name]);
  const spread = (/** @type {number[]} */ values) => [Math.round(Math.min(...values)), Math.round(Math.max(...values))];
  return {
    fcp: Math.round(median(of("fcp"))),
    lcp: Math.round(median(of("lcp"))),
    cls: median(of("cls")),
    spread: { fcp: spread(of("fcp")), lcp: spread(of("lcp")) },
  };
};
/** @typedef {ReturnType<typeof edgeSummary>} EdgeSummary */
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const clientDir = join(buildDir, "client");

const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args.splice(runsIndex, 2)[1]) : 3;
/** @type {string[]} */
const against = [];
for (let index = args.indexOf("--against"); index >= 0; index = args.indexOf("--against")) {
  against.push(args.splice(index, 2)[1] ?? "");
}
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
/**
 * Serves a build folder with scripts/tools/serve.mjs on a port the system
 * chooses; resolves once it listens.
 * @param {string} dir
 */
async function serveBuild(dir) {
  const child = spawn(process.execPath, ["scripts/tools/serve.mjs"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: dir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const printed = await new Promise((resolve) => child.stdout.once("data", (data) => resolve(String(data))));
  const origin = `http://127.0.0.1:${/:(\d+)\//.exec(String(printed))?.[1]}`;
  return { origin, site: `${origin}${basePath.replace(/\/$/, "")}`, stop: () => child.kill() };
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

/**
 * The medians of several Lighthouse reports of one page, and the spread
 * (lowest to highest) of the timings.
 * @param {any[]} reports
 */
function summarize(reports) {
  const values = (/** @type {(report: any) => number} */ read) => reports.map(read);
  const pick = (/** @type {(report: any) => number} */ read) => median(values(read));
  const spread = (/** @type {(report: any) => number} */ read) => [
    Math.min(...values(read)),
    Math.max(...values(read)),
  ];
  const timing = (/** @type {string} */ audit) => (/** @type {any} */ r) => Math.round(r.audits[audit].numericValue);
  return {
    performance: pick((r) => Math.round(r.categories.performance.score * 100)),
    accessibility: pick((r) => Math.round(r.categories.accessibility.score * 100)),
    bestPractices: pick((r) => Math.round(r.categories["best-practices"].score * 100)),
    seo: pick((r) => Math.round(r.categories.seo.score * 100)),
    fcp: pick(timing("first-contentful-paint")),
    lcp: pick(timing("largest-contentful-paint")),
    tbt: pick(timing("total-blocking-time")),
    cls: pick((r) => r.audits["cumulative-layout-shift"].numericValue),
    bytes: pick((r) => r.audits["total-byte-weight"].numericValue),
    spread: {
      performance: spread((r) => Math.round(r.categories.performance.score * 100)),
      fcp: spread(timing("first-contentful-paint")),
      lcp: spread(timing("largest-contentful-paint")),
      tbt: spread(timing("total-blocking-time")),
    },
  };
}

if (against.length > 0) await compareWith(against);

/** @type {Record<string, any>} */
const results = {};
/** @type {Record<string, EdgeSummary>} */
const edge = {};
/** @type {import("../../tests/support/budgets.mjs").PageWeight[]} */
const sizes = [];
/** @type {{ route: string, height: number, footer: number }[]} */
const lengths = [];
/** @type {{ route: string, plain: number, saveData: number }[]} */
const firstVisits = [];
let environment;
const server = await serveBuild(buildDir);
const { origin, site } = server;
try {
  console.log(`bench: warming up, then ${runs} Lighthouse runs on each of ${routes.length} pages (${site})`);
  lighthouse(`${site}/`);
  for (const route of routes) {
    /** @type {any[]} */
    const reports = [];
    for (let run = 0; run < runs; run++) reports.push(lighthouse(site + route));
    environment ??= reports[0].environment;
    results[route] = summarize(reports);
    const m = results[route];
    console.log(
      `  ${route.padEnd(30)} ${m.performance}/${m.accessibility}/${m.bestPractices}/${m.seo}  FCP ${m.fcp} LCP ${m.lcp} TBT ${m.tbt} CLS ${m.cls}`,
    );
  }
  // Each page on 2G, from the same server; the bytes each page downloads; and how long it is on a phone.
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_FLAGS });
  console.log(`bench: ${runs} first visits on 2G to each page`);
  await onEdge(browser, `${site}/`);
  for (const route of routes) {
    /** @type {{ fcp: number, lcp: number, cls: number }[]} */
    const visits = [];
    for (let run = 0; run < runs; run++) visits.push(await onEdge(browser, site + route));
    edge[route] = edgeSummary(visits);
    console.log(`  ${route.padEnd(30)} 2G FCP ${edge[route].fcp} LCP ${edge[route].lcp} CLS ${edge[route].cls}`);
  }
  for (const route of routes) sizes.push(await measurePage(browser, { origin, clientDir, basePath }, route));
  const phone = await browser.newPage({ viewport: { width: PHONE_WIDTH, height: 740 }, serviceWorkers: "block" });
  for (const route of routes) {
    await phone.goto(site + route);
    lengths.push({ route, ...(await pageLength(phone)) });
  }
  // A first visit from a shared link, on the wire, the service worker's downloads included:
  // home, the first event's and the first article's page.
  const sample = [
    "/",
    ...["/kegiatan/", "/berita/"].flatMap((prefix) => {
      const found = pages.find((page) => page.startsWith(prefix) && !page.includes("/arsip/"));
      return found ? [found] : [];
    }),
  ];
  for (const route of sample) {
    const plain = (await firstVisitOnTheWire(browser, `${site}${route}`)).total;
    const saveData = (await firstVisitOnTheWire(browser, `${site}${route}`, { saveData: true })).total;
    firstVisits.push({ route, plain, saveData });
  }
  await browser.close();
} finally {
  server.stop();
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
  const e = edge[route];
  if (e && e.fcp > TARGETS.edgeFcp) misses.push(`${route}: 2G FCP ${e.fcp} ms > ${TARGETS.edgeFcp} ms`);
  if (e && route === "/" && e.lcp > TARGETS.edgeHomeLcp)
    misses.push(`${route}: 2G LCP ${e.lcp} ms > ${TARGETS.edgeHomeLcp} ms`);
  if (e && e.cls > TARGETS.cls) misses.push(`${route}: 2G CLS ${e.cls} > ${TARGETS.cls}`);
  return `| ${route} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${m.tbt} ms | ${m.cls} | ${Math.round(m.bytes / 1000)} KB | ${e ? `${seconds(e.fcp)} | ${seconds(e.lcp)} | ${e.cls}` : "| |"} |`;
});
misses.push(...sizes.flatMap(overBudget));
for (const { route, plain, saveData } of firstVisits)
  for (const bytes of [plain, saveData])
    if (bytes > BUDGETS.firstVisitOnTheWire)
      misses.push(`${route}: first visit on the wire ${bytes} B > ${BUDGETS.firstVisitOnTheWire} B`);
misses.push(...lengths.flatMap(({ route, ...length }) => overLength(route, length)));
const budgetRows = sizes.map(
  (s) =>
    `| ${s.page} | ${(s.js / 1000).toFixed(1)} KB | ${(s.css / 1000).toFixed(1)} KB | ${(s.html / 1000).toFixed(1)} KB | ${(s.inlineCss / 1000).toFixed(1)} KB | ${(s.icons / 1000).toFixed(1)} KB | ${(firstVisitSize(s) / 1000).toFixed(1)} KB |`,
);

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Lighthouse benchmarkIndex ${environment?.benchmarkIndex}, ${environment?.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}`;
const report = [
  `Lighthouse ${runs} runs per page, median; beside it, ${runs} first visits on 2G (${EDGE.downloadThroughput * 8} bit/s down, ${EDGE.latency} ms round trip, CPU ${EDGE.cpu}x, 360 px, nothing cached), median; ${machine}; load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")} at the end`,
  "",
  "| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | bytes | 2G FCP | 2G LCP | 2G CLS |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...lighthouseRows,
  "",
  `Byte budgets (gzip, what Chromium downloads until idle): no script file; CSS ≤ ${BUDGETS.css / 1000} KB, HTML ≤ ${BUDGETS.html / 1000} KB of which the first screen's CSS ≤ ${BUDGETS.inlineCss / 1000} KB; first visit without photos ≤ ${BUDGETS.firstVisit / 1000} KB per page`,
  "",
  "| page | JS | CSS | HTML | first screen's CSS | icons | first visit |",
  "|---|---|---|---|---|---|---|",
  ...budgetRows,
  "",
  `A first visit from a shared link on a phone (375 × 740, 2×), on the wire until 5 s of quiet, the service worker's downloads included: ≤ ${BUDGETS.firstVisitOnTheWire / 1000} KB`,
  "",
  "| page | first visit | with Save-Data |",
  "|---|---|---|",
  ...firstVisits.map(
    ({ route, plain, saveData }) =>
      `| ${route} | ${(plain / 1000).toFixed(1)} KB | ${(saveData / 1000).toFixed(1)} KB |`,
  ),
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
    { date: new Date().toISOString(), machine, runs, lighthouse: results, edge, sizes, lengths, firstVisits, misses },
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

/**
 * `--against <commit>`: that commit built as of the same day, in a worktree
 * of its own outside the project (kept for the next run), then Lighthouse
 * on each page of both builds in turn (this one, that one, this one…), so
 * that both meet the same moments of a busy machine. Prints one table with
 * both builds' medians, the spread of each, and exits. A regression then
 * shows as a difference on one host, not as an absolute that moves with the
 * machine. `--against` may be given more than once, and may name a build
 * folder instead of a commit (a variant built with `BUILD_DIR=.bench/x npm
 * run build`), to weigh several ways of doing a thing in one run.
 * @param {string[]} others
 */
async function compareWith(others) {
  const { buildDay } = JSON.parse(readFileSync(info, "utf8"));
  const builds = [{ name: "this", server: await serveBuild(resolve(buildDir)) }];
  for (const other of others) {
    const folder = existsSync(join(other, "build-info.json")) ? other : buildCommit(other, buildDay);
    if (JSON.parse(readFileSync(join(folder, "build-info.json"), "utf8")).buildDay !== buildDay) {
      throw new Error(`${folder} was built as of another day than this build (${buildDay})`);
    }
    const name = folder === other ? other : (/gmki-bench-(\w{7})/.exec(folder)?.[1] ?? other);
    builds.push({ name, server: await serveBuild(resolve(folder)) });
  }
  /** @type {string[]} */
  const rows = [];
  let machine = "";
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_FLAGS });
  try {
    console.log(
      `bench: ${runs} Lighthouse runs and ${runs} first visits on 2G to each of ${routes.length} pages, builds ${builds.map(({ name }) => name).join(", ")} in turn`,
    );
    for (const { server } of builds) {
      lighthouse(`${server.site}/`);
      await onEdge(browser, `${server.site}/`);
    }
    for (const route of routes) {
      /** @type {any[][]} */
      const reports = builds.map(() => []);
      /** @type {{ fcp: number, lcp: number, cls: number }[][]} */
      const visits = builds.map(() => []);
      for (let index = 0; index < runs; index++) {
        for (const [build, { server }] of builds.entries()) reports[build]?.push(lighthouse(server.site + route));
        for (const [build, { server }] of builds.entries())
          visits[build]?.push(await onEdge(browser, server.site + route));
      }
      const first = reports[0]?.[0];
      machine ||= `${cpus().length} × ${cpus()[0]?.model.trim()}, Lighthouse ${first?.lighthouseVersion}, benchmarkIndex ${first?.environment.benchmarkIndex}, ${first?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}`;
      builds.forEach(({ name }, build) => {
        const m = summarize(reports[build] ?? []);
        const e = edgeSummary(visits[build] ?? []);
        const range = (/** @type {number[]} */ [low, high], unit = "") => `${low}–${high}${unit}`;
        rows.push(
          `| ${route} | ${name} | ${m.performance} (${range(m.spread.performance)}) | ${seconds(m.fcp)} (${range(m.spread.fcp, " ms")}) | ${seconds(m.lcp)} (${range(m.spread.lcp, " ms")}) | ${m.tbt} ms (${range(m.spread.tbt, " ms")}) | ${m.cls} | ${Math.round(m.bytes / 1000)} KB | ${seconds(e.fcp)} (${range(e.spread.fcp, " ms")}) | ${seconds(e.lcp)} (${range(e.spread.lcp, " ms")}) | ${e.cls} |`,
        );
        console.log(
          `  ${route.padEnd(20)} ${name.padEnd(8)} perf ${m.performance} FCP ${m.fcp} LCP ${m.lcp} TBT ${m.tbt}; 2G FCP ${e.fcp} LCP ${e.lcp}`,
        );
      });
    }
  } finally {
    await browser.close();
    for (const { server } of builds) server.stop();
  }
  const report = [
    `Lighthouse ${runs} runs and ${runs} first visits on 2G (${EDGE.downloadThroughput * 8} bit/s down, ${EDGE.latency} ms round trip, CPU ${EDGE.cpu}x, 360 px, nothing cached) per page and build, in turn, median (lowest–highest); all built as of ${buildDay}; ${machine}; load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} at the end`,
    "",
    "| page | build | perf | FCP | LCP | TBT | CLS | bytes | 2G FCP | 2G LCP | 2G CLS |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  console.log("\n" + report + "\n");
  await mkdir(".bench", { recursive: true });
  await writeFile(`.bench/against-${others.join("-").replace(/\W+/g, "-")}.md`, report + "\n");
  process.exit(0);
}

/**
 * A commit built as of `buildDay` in a worktree of its own outside the
 * project (kept for the next run); returns its build folder.
 * @param {string} commit
 * @param {string} buildDay
 */
function buildCommit(commit, buildDay) {
  const git = (/** @type {string[]} */ ...gitArgs) => {
    const result = spawnSync("git", gitArgs, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`git ${gitArgs.join(" ")}: ${result.stderr}`);
    return result.stdout.trim();
  };
  const sha = git("rev-parse", "--verify", `${commit}^{commit}`);
  const dir = join(tmpdir(), `gmki-bench-${sha.slice(0, 12)}`);
  const run = (
    /** @type {[string, ...string[]]} */ [command, ...rest],
    /** @type {Record<string, string>} */ env = {},
  ) => {
    const result = spawnSync(command, rest, {
      cwd: dir,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    if (result.status !== 0) throw new Error(`${[command, ...rest].join(" ")} failed in ${dir}`);
  };
  if (!existsSync(dir)) {
    git("worktree", "prune");
    git("worktree", "add", "--detach", dir, sha);
  }
  if (!existsSync(join(dir, "node_modules"))) run(["npm", "install", "--no-audit", "--no-fund"]);
  const otherInfo = join(dir, "build", "build-info.json");
  if (!existsSync(otherInfo) || JSON.parse(readFileSync(otherInfo, "utf8")).buildDay !== buildDay) {
    console.log(`bench: building ${sha.slice(0, 7)} as of ${buildDay} in ${dir}…`);
    run(["npm", "run", "build"], { BUILD_DAY: buildDay, BUILD_DIR: "build", CONTENT_DIR: "content" });
  }
  return join(dir, "build");
}
