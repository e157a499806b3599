// `npm run bench:scale`: what years of publishing cost. Copies the content
// twice to a temporary folder, adds N articles and N events with varied text
// to the second copy (scripts/tools/scale-content.mjs), builds both one after
// the other as of the same day, and prints what each costs: what the service
// worker saves on a first visit, and ahead for a visitor who comes back, the
// /berita and /kegiatan documents, the build time and its prerender share,
// and the bytes of a first visit to home, an event and an article until the
// network has been quiet for 5 s (the service worker's included), with and
// without Save-Data.
//
//   npm run bench:scale               N = 150
//   npm run bench:scale -- 300        N = 300
//   npm run bench:scale -- 150 --no-browser   without the first-visit column
//   npm run bench:scale -- 150 --reuse        measures the last run's builds again
//
// The builds go to .bench/scale-0 and .bench/scale-<N> (kept for a look),
// the figures to .bench/scale.json. Seconds depend on the machine and its
// load: read the ratios between the two columns of one run.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildDay } from "../../site.config.mjs";
import { firstVisitOnTheWire } from "../../tests/support/budgets.mjs";
import { CHROMIUM_FLAGS, findChromium } from "../../tests/support/chromium.mjs";
import { addScaleContent } from "./scale-content.mjs";

const args = process.argv.slice(2);
const browserWanted = !args.includes("--no-browser");
// Measures the builds a run left in .bench/ again, without building them.
const reuse = args.includes("--reuse");
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 150);

const temp = mkdtempSync(join(tmpdir(), "gmki-scale-"));
const columns = [
  { label: "as it is", added: 0 },
  { label: `+${count} articles, +${count} events`, added: count },
];
const results = [];
try {
  for (const { label, added } of columns) {
    const content = join(temp, `content-${added}`);
    cpSync("content", content, { recursive: true });
    await addScaleContent(content, added, buildDay);
    const build = join(".bench", `scale-${added}`);
    const timingFile = join(build, "timing.json");
    /** @type {{ buildS: number, prerenderS: number, cpuS?: number }} */
    let timing;
    if (reuse && existsSync(timingFile)) timing = JSON.parse(readFileSync(timingFile, "utf8"));
    else {
      rmSync(build, { recursive: true, force: true });
      console.log(`bench:scale: building ${label} into ${build}…`);
      timing = await timedBuild({ CONTENT_DIR: content, BUILD_DIR: build, BUILD_DAY: buildDay });
      writeFileSync(timingFile, JSON.stringify(timing));
    }
    const client = join(build, "client");
    const info = JSON.parse(readFileSync(join(build, "build-info.json"), "utf8"));
    results.push({
      label,
      pages: info.pages.length + 1,
      ...timing,
      ...precache(client, info.basePath),
      ahead: info.aheadPages.length,
      berita: fileSize(join(client, "berita", "index.html")),
      kegiatan: fileSize(join(client, "kegiatan", "index.html")),
      firstVisits: browserWanted ? await firstVisitBytes(build, info) : null,
    });
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

mkdirSync(".bench", { recursive: true });
writeFileSync(join(".bench", "scale.json"), `${JSON.stringify({ buildDay, count, results }, null, 2)}\n`);
print(results);

/**
 * Runs `npm run build` with `env`: seconds in all, from the first prerendered
 * page to the last, and of CPU (user and system, the build's processes
 * together: what a loaded machine changes least), as the shell's `times`
 * reports its children.
 */
function timedBuild(/** @type {Record<string, string>} */ env) {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    let firstPage = 0;
    let lastPage = 0;
    const child = spawn("sh", ["-c", "npm run build; status=$?; echo cpu-times >&2; times >&2; exit $status"], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    const read = (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString();
      log += text;
      if (/Prerender/.test(text)) {
        lastPage = Date.now();
        firstPage ||= lastPage;
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("close", (status) => {
      if (status !== 0) {
        console.error(log);
        reject(new Error(`the build failed (${status})`));
        return;
      }
      // "cpu-times", then the shell's own times and its children's: "1m10.31s 0m7.17s", user and system.
      const [user = 0, system = 0] = [
        ...(log.match(/cpu-times\n.*\n(.*)/)?.[1] ?? "").matchAll(/(\d+)m([\d.]+)s/g),
      ].map(([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds));
      resolve({
        buildS: (Date.now() - start) / 1000,
        prerenderS: (lastPage - firstPage) / 1000,
        cpuS: user + system,
      });
    });
  });
}

/** What the service worker saves on a first visit, as postbuild counted it: files and bytes. */
function precache(/** @type {string} */ client, /** @type {string} */ basePath) {
  const source = readFileSync(join(client, "sw.js"), "utf8");
  // The precache list as the minifier writes it: {url:`/404.html`,revision:`…`}.
  const urls = [...source.matchAll(/\{"?url"?:[`"]([^`"]+)[`"],"?revision"?:/g)].map((match) => match[1] ?? "");
  let bytes = 0;
  for (const url of urls) {
    const path = builtFile(client, url.slice(basePath.length));
    if (path) bytes += statSync(path).size;
  }
  return { precache: { files: urls.length, bytes } };
}

/** The built file an address of the site is served from, if any. */
function builtFile(/** @type {string} */ client, /** @type {string} */ relative) {
  for (const candidate of [join(client, relative), join(client, relative, "index.html")])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** A file's size as built and as gzip (level 6) sends it. */
function fileSize(/** @type {string} */ path) {
  const content = readFileSync(path);
  return { raw: content.length, gzip: gzipSync(content, { level: 6 }).length };
}

/**
 * A first visit from a shared link to home, the first event and the first
 * article, on the wire until 5 s of quiet (tests/support/budgets.mjs), with
 * and without Save-Data.
 * @param {string} build
 * @param {{ basePath: string, pages: string[] }} info
 */
async function firstVisitBytes(build, { basePath, pages }) {
  const chrome = findChromium();
  if (!chrome) return null;
  const server = spawn(process.execPath, ["scripts/tools/serve.mjs"], {
    env: { ...process.env, BUILD_DIR: build, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const origin = await new Promise((resolve) =>
    server.stdout.on("data", (chunk) => {
      const match = /http:\/\/[^:/]+:(\d+)/.exec(chunk.toString());
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    }),
  );
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_FLAGS });
  try {
    const routes = [
      "/",
      ...["/kegiatan/", "/berita/"].flatMap((prefix) =>
        pages.filter((page) => page.startsWith(prefix) && !page.includes("/arsip/")).slice(0, 1),
      ),
    ];
    /** @type {Record<string, { plain: number, saveData: number }>} */
    const result = {};
    for (const route of routes) {
      const url = `${origin}${basePath}${route.slice(1)}`;
      result[route] = {
        plain: (await firstVisitOnTheWire(browser, url)).total,
        saveData: (await firstVisitOnTheWire(browser, url, { saveData: true })).total,
      };
    }
    return result;
  } finally {
    await browser.close();
    server.kill();
  }
}

function print(/** @type {any[]} */ rows) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toLocaleString("en", { maximumFractionDigits: 1 })} KB`;
  const sizes = (/** @type {{ raw: number, gzip: number }} */ size) => `${kb(size.raw)} (${kb(size.gzip)} gzip)`;
  const lines = [
    ["", ...rows.map((row) => `${row.label} (${row.pages} pages)`)],
    ["sw.js saves on a first visit", ...rows.map((row) => `${row.precache.files} files, ${kb(row.precache.bytes)}`)],
    ["pages saved ahead for a visitor who comes back", ...rows.map((row) => String(row.ahead))],
    ["/berita/index.html", ...rows.map((row) => sizes(row.berita))],
    ["/kegiatan/index.html", ...rows.map((row) => sizes(row.kegiatan))],
    ...["/", "an event", "an article"].map((name, index) => [
      `first visit to ${name} on the wire (Save-Data)`,
      ...rows.map((row) => {
        const visit = row.firstVisits && Object.values(row.firstVisits)[index];
        return visit ? `${kb(visit.plain)} (${kb(visit.saveData)})` : "n/a";
      }),
    ]),
    [
      "`npm run build`",
      ...rows.map(
        (row) =>
          `${row.buildS.toFixed(0)} s (prerender ${row.prerenderS.toFixed(0)} s), CPU ${row.cpuS?.toFixed(0) ?? "n/a"} s`,
      ),
    ],
  ];
  const [base, scaled] = rows;
  console.log("");
  for (const line of lines) console.log(`| ${line.join(" | ")} |`);
  if (base && scaled) {
    const extraPages = scaled.pages - base.pages;
    console.log(
      `\nper added page: ${(((scaled.buildS - base.buildS) / extraPages) * 1000).toFixed(0)} ms of build, ${(((scaled.prerenderS - base.prerenderS) / extraPages) * 1000).toFixed(0)} ms of prerender (${extraPages} pages added; the build's added time is ${((scaled.buildS - base.buildS) / base.buildS).toFixed(2)}× the base build)`,
    );
    if (base.cpuS && scaled.cpuS)
      console.log(
        `per added page, CPU: ${(((scaled.cpuS - base.cpuS) / extraPages) * 1000).toFixed(0)} ms (the added CPU is ${((scaled.cpuS - base.cpuS) / base.cpuS).toFixed(2)}× the base build's)`,
      );
    if (base.firstVisits && scaled.firstVisits)
      console.log(
        `first visit to /: ${(scaled.firstVisits["/"].plain / base.firstVisits["/"].plain).toFixed(2)}× the base`,
      );
    console.log(
      `documents: /berita ${(scaled.berita.gzip / base.berita.gzip).toFixed(2)}×, /kegiatan ${(scaled.kegiatan.gzip / base.kegiatan.gzip).toFixed(2)}× (gzip)`,
    );
  }
}
