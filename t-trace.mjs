// Main-thread CPU (thread time, robust to a busy machine) of loading a page until hydrated.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
const [dir, page_, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 5);
const child = spawn(process.execPath, ["scripts/tools/serve.mjs"], { env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: dir }, stdio: ["ignore", "pipe", "inherit"] });
const printed = await new Promise((r) => child.stdout.once("data", (d) => r(String(d))));
const origin = `http://127.0.0.1:${/:(\d+)\//.exec(printed)[1]}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const totals = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink", "loading"] });
  await page.goto(origin + page_);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buf.toString());
  const main = traceEvents.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && traceEvents.some((x) => x.pid === e.pid && x.name === "ParseHTML"));
  const onMain = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const tasks = onMain.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
  const by = {};
  for (const name of ["ParseHTML", "EvaluateScript", "v8.compile", "v8.compileModule", "v8.evaluateModule", "FunctionCall", "UpdateLayoutTree", "Layout", "Paint", "PrePaint", "Layerize", "Commit", "HitTest", "Decode Image", "ImageDecodeTask", "RunMicrotasks", "TimerFire", "EventDispatch", "FireAnimationFrame"]) {
    by[name] = Math.round(onMain.filter((e) => e.name === name).reduce((s, e) => s + (e.tdur ?? e.dur ?? 0), 0) / 1000);
  }
  const total = Math.round(tasks.reduce((s, e) => s + (e.tdur ?? e.dur ?? 0), 0) / 1000);
  totals.push({ total, ...by });
  await context.close();
}
await browser.close(); child.kill();
const med = (k) => { const v = totals.map((t) => t[k]).sort((a, b) => a - b); return v[Math.floor(v.length / 2)]; };
console.log(page_, dir.replace(/.*gmki-bench-|\/work\//, "").slice(0, 20), Object.keys(totals[0]).map((k) => `${k}=${med(k)}`).join(" "));
