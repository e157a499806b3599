import { describe, expect, it } from "vitest";
import { deferHydration } from "./html.mjs";

// React Router 7's output, as prerendered for the home page.
const page = [
  '<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/react-dom-3.js"/>',
  '<link rel="modulepreload" href="/assets/react-6.js"/>',
  '<link rel="modulepreload" href="/assets/root-4.js"/>',
  '<link rel="modulepreload" href="/assets/home-5.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main><h1>Beranda</h1></main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-4.js";\n',
  'import * as route1 from "/assets/home-5.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("");

// What each chunk imports: react-dom needs react, the rest need both.
/** @type {Record<string, string[]>} */
const chunkImports = {
  "/assets/react-dom-3.js": ["/assets/react-6.js"],
  "/assets/entry.client-2.js": ["/assets/react-dom-3.js", "/assets/react-6.js"],
  "/assets/root-4.js": ["/assets/react-6.js"],
  "/assets/home-5.js": ["/assets/react-6.js"],
};
/** @param {string} href */
const importsOf = (href) => chunkImports[href] ?? [];

/**
 * Runs the rewritten boot script against a fake browser, step by step.
 * @param {string} html
 */
function bootHarness(html) {
  const script = html.match(/<script type="module"[^>]*>([\s\S]*)<\/script>/)?.[1] ?? "";
  /** @type {{ appended: any[], imported: string[], frames: (() => void)[], timers: (() => void)[], onLoad: any, window: any }} */
  const browser = { appended: [], imported: [], frames: [], timers: [], onLoad: null, window: {} };
  const run = new Function(
    "document",
    "addEventListener",
    "window",
    "import_",
    "requestAnimationFrame",
    "setTimeout",
    script.replaceAll("import(", "import_("),
  );
  run(
    {
      readyState: "interactive",
      documentElement: { hasAttribute: () => false },
      querySelector: () => null,
      createElement: () => ({}),
      head: { append: (/** @type {any} */ link) => browser.appended.push(link) },
    },
    (/** @type {string} */ type, /** @type {any} */ listener) => type === "load" && (browser.onLoad = listener),
    browser.window,
    (/** @type {string} */ href) => (browser.imported.push(href), Promise.resolve({ href })),
    (/** @type {() => void} */ callback) => browser.frames.push(callback),
    (/** @type {() => void} */ callback) => browser.timers.push(callback),
  );
  return browser;
}

/**
 * Lets promises settle, then runs the timers they queued, until none is left.
 * @param {ReturnType<typeof bootHarness>} browser
 */
async function runTasks(browser) {
  for (let round = 0; round < 50; round++) {
    for (let i = 0; i < 10; i++) await Promise.resolve();
    const timer = browser.timers.shift();
    if (!timer) return;
    timer();
  }
}

describe("deferHydration", () => {
  const result = deferHydration(page, importsOf);

  it("removes the module preloads from the document", () => {
    expect(result).not.toContain('rel="modulepreload"');
    expect(result).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("keeps the page's content and other scripts as they were", () => {
    expect(result).toContain("<main><h1>Beranda</h1></main>");
    expect(result).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("waits for the load event and a painted frame before loading anything", async () => {
    const browser = bootHarness(result);
    expect(browser.onLoad).toBeTypeOf("function");
    browser.onLoad();
    await runTasks(browser);
    expect(browser.appended).toEqual([]);
    expect(browser.imported).toEqual([]);
    expect(browser.frames).toHaveLength(1);
  });

  it("then preloads every chunk, evaluates shared ones dependencies first, routes, and the entry last", async () => {
    const browser = bootHarness(result);
    browser.onLoad();
    await runTasks(browser);
    browser.frames.shift()?.();
    await runTasks(browser);

    expect(browser.appended.map((link) => [link.rel, link.href])).toEqual([
      ["modulepreload", "/assets/manifest-1.js"],
      ["modulepreload", "/assets/entry.client-2.js"],
      ["modulepreload", "/assets/react-dom-3.js"],
      ["modulepreload", "/assets/react-6.js"],
      ["modulepreload", "/assets/root-4.js"],
      ["modulepreload", "/assets/home-5.js"],
    ]);
    expect(browser.imported).toEqual([
      "/assets/react-6.js",
      "/assets/react-dom-3.js",
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
      "/assets/entry.client-2.js",
    ]);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-4.js" },
      "routes/home": { href: "/assets/home-5.js" },
    });
  });

  it("leaves a page without React's scripts as it is", () => {
    const page = "<html><head></head><body>no scripts</body></html>";
    expect(deferHydration(page, importsOf)).toBe(page);
  });

  it("refuses markup it does not recognise", () => {
    const page = "<html><body><script>window.__reactRouterContext = {};</script></body></html>";
    expect(() => deferHydration(page, importsOf)).toThrow(/not found/);
  });
});
