// Transformations of the prerendered HTML, applied by postbuild.mjs. Pure
// functions over strings, so that they can be tested on their own.

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*?\/?>/g;
const BOOT_SCRIPT = /(<script[^>]*\stype="module"[^>]*>)([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)<\/script>/;

/**
 * The scripts React Router's HTML preloads for a page (none on a page
 * without React), as site paths.
 * @param {string} html
 * @returns {string[]}
 */
export function preloadedScripts(html) {
  return [...html.matchAll(PRELOAD)].map((match) => match[1] ?? "");
}

/**
 * Loads the page's JavaScript only once the page has been shown, instead of
 * with it, and evaluates it a piece at a time.
 *
 * React Router's HTML preloads every script from <head> and imports them
 * from an inline module at once. On a slow link that JavaScript (about
 * 125 KB) then competes with the page's text, styles and first photo, and
 * Lighthouse counts it before the first paint. The page is complete
 * without it: it only hydrates the page, so the menus and buttons work.
 *
 * The rewritten boot script waits for `load`, for the browser's first
 * contentful paint, for the page's main photo (fetchpriority high) to be
 * decoded and for one more frame; then it
 * adds the same module preloads (so the scripts arrive in parallel) and
 * evaluates the chunks one per task, dependencies first, so that a slow
 * phone never freezes for the whole framework at once.
 *
 * `importsOf(href)` gives a chunk's static imports (from Vite's manifest).
 * A page without React's scripts (root.tsx leaves them out of pages that
 * need no React) is returned as it is. Throws if React Router's markup has
 * changed shape, rather than ship pages that never hydrate.
 * @param {string} html
 * @param {(href: string) => string[]} importsOf
 * @returns {string}
 */
export function deferHydration(html, importsOf) {
  const preloads = preloadedScripts(html);
  const boot = html.match(BOOT_SCRIPT);
  if (!boot && preloads.length === 0 && !html.includes("__reactRouterContext")) return html;
  if (!boot || preloads.length === 0) {
    throw new Error("deferHydration: React Router's module preloads or boot script not found");
  }
  const code = boot[2] ?? "";
  const sideEffects = [...code.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1] ?? "");
  const routes = [...code.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((match) => ({
    name: match[1] ?? "",
    href: match[2] ?? "",
  }));
  const assignment = code.match(/window\.__reactRouterRouteModules = \{[^;]*\};/)?.[0];
  const entry = code.match(/^import\("([^"]+)"\);$/m)?.[1];
  if (routes.length === 0 || !assignment || !entry) {
    throw new Error("deferHydration: React Router's boot script has an unexpected shape:\n" + code);
  }

  // Shared chunks in dependency order; the entry (which hydrates as soon as
  // it runs) and the route modules come last, as React Router has them.
  const last = new Set([entry, ...sideEffects, ...routes.map((route) => route.href)]);
  /** @type {string[]} */
  const order = [];
  /** @param {string} href @param {string[]} path */
  const visit = (href, path = []) => {
    if (order.includes(href) || path.includes(href)) return;
    for (const dependency of importsOf(href)) visit(dependency, [...path, href]);
    if (!last.has(href)) order.push(href);
  };
  for (const href of preloads) visit(href);

  const imports = [...sideEffects, ...routes.map((route) => route.href)];
  const names = [...sideEffects.map(() => ""), ...routes.map((route) => route.name)];
  const deferred = [
    "const nextTask = () => new Promise((resolve) => setTimeout(resolve));",
    "const boot = async () => {",
    // A page inside another site's frame has given way to a link (app/lib/browser/frame.ts): no React.
    'if (document.documentElement.hasAttribute("data-framed")) return;',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    'const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link);',
    "}",
    `for (const href of ${JSON.stringify(order)}) { await import(href); await nextTask(); }`,
    `const [${names.join(", ")}] = await Promise.all([${imports.map((href) => `import(${JSON.stringify(href)})`).join(", ")}]);`,
    assignment,
    "await nextTask();",
    `await import(${JSON.stringify(entry)});`,
    "};",
    "const main = document.querySelector('img[fetchpriority=\"high\"]');",
    // The browser's own first paint, not a frame after `load`: on a busy
    // phone `load` can come before anything is painted, and React's 125 KB
    // would then be fetched ahead of the first paint.
    "const painted = new Promise((resolve) => {",
    'if (!PerformanceObserver.supportedEntryTypes?.includes("paint") || performance.getEntriesByName("first-contentful-paint").length > 0) return resolve();',
    'new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); resolve(); } }).observe({ type: "paint", buffered: true });',
    "});",
    "const afterPaint = () => Promise.all([painted, main ? main.decode().catch(() => {}) : null]).then(() => requestAnimationFrame(() => setTimeout(boot)));",
    'if (document.readyState === "complete") afterPaint(); else addEventListener("load", afterPaint, { once: true });',
  ].join("\n");

  // The same opening tag, its attributes (the build's script mark) kept.
  return html.replace(PRELOAD, "").replace(boot[0], () => `${boot[1]}${deferred}</script>`);
}
