// The Content-Security-Policy of each page and the _headers file
// (called by postbuild.mjs). React Router writes a few small inline scripts
// into every page (its context, scroll restoration, our boot script); each
// page's policy allows exactly those by their SHA-256 hash and nothing else
// inline. Everything else comes from the site's own origin; the one
// exception is the map frame, loaded when the visitor asks for it.
import { createHash } from "node:crypto";

/** The map's host (app/lib/contact/map.ts). */
export const MAP_ORIGIN = "https://www.openstreetmap.org";

/**
 * Inline scripts that run, with their attributes: everything but data
 * blocks such as JSON-LD.
 * @param {string} html
 */
function inlineScripts(html) {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, attributes = "", body = ""]) => ({ attributes, body }));
}

/**
 * Keeps only the inline scripts the build wrote: each must carry the
 * build's mark (app/lib/pages/script-mark.server.ts) as its `nonce`; any other
 * stops the build, since the policy would otherwise allow it. The marks
 * are then removed (the policy allows the scripts by their hashes).
 * @param {string} html
 * @param {string} mark
 * @param {string} page for the message, e.g. "kontak/index.html"
 */
export function sealInlineScripts(html, mark, page) {
  for (const { attributes, body } of inlineScripts(html)) {
    if (!attributes.includes(` nonce="${mark}"`)) {
      throw new Error(`${page}: an inline script the build did not write: <script${attributes}>${body.slice(0, 80)}`);
    }
  }
  return html.replaceAll(` nonce="${mark}"`, "");
}

/**
 * The mark of the search's results page (components/search/search-box.tsx):
 * its script runs Pagefind, which needs WebAssembly ('wasm-unsafe-eval');
 * no other page's policy allows it.
 */
export const SEARCH_FORM = "data-search-form";

/** Whether the page has a form that is submitted natively: the search box, to /cari/. */
const submitsForm = (/** @type {string} */ html) => /<form\b[^>]*\saction="/.test(html);

const sha256 = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The policy for one page. `frame-ancestors` only works as a header, so the
 * <meta> form leaves it out (browsers warn about it there).
 * @param {string} html
 */
export function contentSecurityPolicy(html, { header = false } = {}) {
  const hashes = [...new Set(inlineScripts(html).map(({ body }) => sha256(body)))];
  const wasm = html.includes(` ${SEARCH_FORM}=`) ? ["'wasm-unsafe-eval'"] : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...wasm, ...hashes].join(" "),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_ORIGIN}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The contact and sign-up forms hand their words to the visitor's apps
    // by script, so what was typed there never goes into an address by
    // accident: only a page with the search box, whose words are meant for
    // the results page's address (/cari/?q=…), may submit a form.
    `form-action ${submitsForm(html) ? "'self'" : "'none'"}`,
    ...(header ? ["frame-ancestors 'none'"] : []),
  ].join("; ");
}

/**
 * Puts the page's policy first in its <head>, before any script it governs.
 * @param {string} html
 */
export function withContentSecurityPolicy(html) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error("withContentSecurityPolicy: no <meta charSet> to place the policy after");
  return html.replace(charset, (/** @type {string} */ tag) => tag + meta);
}

/** Headers every response gets. */
const commonHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/**
 * A _headers file (Netlify, Cloudflare Pages; scripts/tools/serve.mjs reads it
 * too): the common headers everywhere, with a policy that allows what every
 * page's does (so that 404 answers, at any address, carry one too); each
 * page's own stricter policy at its address with and without the trailing
 * slash, enforced beside the common one (a browser enforces every policy it
 * is given), so that only /cari's allows WebAssembly; long caching for the
 * content-hashed files in assets/.
 * @param {{ path: string, html: string }[]} pages path like "/kontak" ("/" for home)
 * @param {string} base the base path, e.g. "/" or "/gmki-wamena/"
 */
export function headersFile(pages, base) {
  const block = (/** @type {string} */ pattern, /** @type {Record<string, string>} */ headers) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const everyPage = pages.map(({ html }) => html).join("\n");
  const blocks = [
    block(`${base}*`, {
      ...commonHeaders,
      "Content-Security-Policy": contentSecurityPolicy(everyPage, { header: true }),
    }),
    block(`${base}assets/*`, { "Cache-Control": "public, max-age=31536000, immutable" }),
  ];
  for (const { path, html } of pages) {
    const csp = { "Content-Security-Policy": contentSecurityPolicy(html, { header: true }) };
    const at = path === "/" ? base : `${base}${path.slice(1)}`;
    blocks.push(block(at, csp));
    if (path !== "/") blocks.push(block(`${at}/`, csp));
  }
  return `# Made at build by scripts/build/security.mjs; see docs/DEPLOY.md.\n${blocks.join("\n")}`;
}

/**
 * Reads a _headers file back: the headers for one request path, in the
 * order the file gives them. Patterns are exact paths or end in "*".
 * @param {string} text
 * @returns {(pathname: string) => [string, string][]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: string, headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return (pathname) =>
    rules
      .filter(({ pattern }) =>
        pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
      )
      .flatMap(({ headers }) => headers);
}

/**
 * The content admin's own policy (/admin/, admin/vite.config.ts): Decap CMS
 * compiles its form rules at run time ('unsafe-eval') and styles itself
 * inline; it talks to GitHub's API, or on a laptop to the local backend of
 * `npm run admin`. The public pages' policies stay as they are.
 * @param {string} localBackend e.g. "http://127.0.0.1:8081"
 */
export function adminContentSecurityPolicy(localBackend) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: data: https://api.github.com ${localBackend}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join("; ");
}
