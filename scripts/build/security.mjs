// The Content-Security-Policy of each page and the _headers file
// (called by postbuild.mjs). The only scripts a page runs are the build's
// inline ones (page-script.mjs); each page's policy, in its <meta>, allows
// exactly those by their SHA-256 hash, and no script file but Pagefind's on
// the search's results page. Everything else comes from the site's own
// origin; the one exception is the map frame, loaded when the visitor asks
// for it. What only a header can say is the same for every page (headersFile).
import { createHash } from "node:crypto";
import { SEARCH } from "../../app/lib/browser/hooks.ts";
import { attributeNames } from "./marks.mjs";

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
 * Stops the build if a page, as React rendered it, has any script that
 * runs, inline or from a file: no page loads React or any script file, and
 * the only scripts a page carries are the build's own, added after this
 * (page-script.mjs), which the policy then allows by their hashes. Data
 * blocks (JSON-LD) are not scripts that run.
 * @param {string} html
 * @param {string} page for the message, e.g. "kontak/index.html"
 */
export function refuseRenderedScripts(html, page) {
  const found = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].find(
    ([, attributes = ""]) => !/type="application\/(ld\+)?json"/.test(attributes),
  );
  if (found) throw new Error(`${page}: a script the build did not write: ${found[0].slice(0, 100)}`);
}

/** Whether the page has a form that is submitted natively: the search box, to /cari/. */
const submitsForm = (/** @type {string} */ html) => /<form\b[^>]*\saction="/.test(html);

const sha256 = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The page's style-src: the site's stylesheets, and its inline <style> (the
 * first screen's CSS, critical-css.mjs) by its hash. Never 'unsafe-inline',
 * so no style attribute applies, and no other inline style.
 * @param {string} html
 */
function styleSources(html) {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = ""]) => sha256(css));
  return ["style-src 'self'", ...new Set(styles)].join(" ");
}

/**
 * The policy for one page, in its <meta>. `frame-ancestors` only works as a
 * header (SITE_POLICY), so it is left out here (browsers warn about it there).
 * @param {string} html
 */
export function contentSecurityPolicy(html) {
  const hashes = [...new Set(inlineScripts(html).map(({ body }) => sha256(body)))];
  // The search's results page (an element marked SEARCH, never words
  // that spell it) loads Pagefind's script and its WebAssembly; no other
  // page's policy allows them.
  const search = attributeNames(html).has(SEARCH) ? ["'self'", "'wasm-unsafe-eval'"] : [];
  return [
    "default-src 'self'",
    ["script-src", ...search, ...hashes].join(" "),
    styleSources(html),
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
 * The policy every answer gets as a header: what a policy in <meta> cannot
 * say (frame-ancestors) and the doors no page, nor the admin, opens. Each
 * page's own policy, with its scripts' hashes, is in its <meta>; the
 * admin's in its own (admin/vite.config.ts). A browser enforces every
 * policy it is given, so this one narrows theirs and widens nothing. Its
 * form-action is 'self' for the search box's pages; every other page's own
 * policy keeps 'none'.
 */
export const SITE_POLICY = "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/**
 * The policy of files that are documents but not pages: a drawing (SVG) or
 * a feed (XML) opened on its own runs no script at all, and is sandboxed
 * (another origin than the site's, so nothing the admin keeps in the
 * browser is within its reach), whatever is in it (docs/decisions/0011-no-upload-runs-script.md).
 */
export const FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/**
 * A _headers file (Netlify, Cloudflare Pages; scripts/tools/serve.mjs reads it
 * too). Cloudflare Pages applies every rule that matches an address and
 * joins a header given twice with a comma, which for
 * Content-Security-Policy means two policies, both enforced; Netlify may
 * take the most specific rule's instead. So no address is given a header
 * by two rules unless either result is right: every answer gets the common
 * headers and SITE_POLICY (/*); the hashed files of assets/ and the
 * drawings and feeds elsewhere FILE_POLICY as well (for them, two policies
 * or FILE_POLICY alone come to the same); the admin only its X-Robots-Tag
 * (admin/vite.config.ts), so it has exactly one policy in the header. The
 * rules do not grow with the content (Cloudflare allows 100).
 * @param {string[]} files drawings and feeds outside assets/, by their path in the site ("favicon.svg", "berita/feed.xml")
 * @param {string} base the base path, e.g. "/" or "/gmki-wamena/"
 */
export function headersFile(files, base) {
  const block = (/** @type {string} */ pattern, /** @type {Record<string, string>} */ headers) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const blocks = [
    block(`${base}*`, { ...commonHeaders, "Content-Security-Policy": SITE_POLICY }),
    block(`${base}assets/*`, {
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": FILE_POLICY,
    }),
    ...files
      .filter((file) => !file.startsWith("assets/"))
      .sort()
      .map((file) => block(`${base}${file}`, { "Content-Security-Policy": FILE_POLICY })),
  ];
  return `# Made at build by scripts/build/security.mjs; see docs/DEPLOY.md.\n${blocks.join("\n")}`;
}

/**
 * Reads a _headers file back as Cloudflare Pages applies it: every rule
 * that matches the path, in the file's order; a header given again is
 * joined to the first with ", "; "! Name" removes what rules before it
 * gave. Patterns are exact paths or end in "*".
 * @param {string} text
 * @returns {(pathname: string) => [string, string][]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: string, headers: [string, string][], detach: string[] }[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [], detach: [] });
    else if (line.trim().startsWith("!")) rules.at(-1)?.detach.push(line.trim().slice(1).trim().toLowerCase());
    else {
      const colon = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return (pathname) => {
    /** @type {Map<string, [string, string]>} by the header's name in small letters */
    const merged = new Map();
    for (const { pattern, headers, detach } of rules) {
      const matches = pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
      if (!matches) continue;
      for (const name of detach) merged.delete(name);
      for (const [name, value] of headers) {
        const before = merged.get(name.toLowerCase());
        merged.set(name.toLowerCase(), before ? [before[0], `${before[1]}, ${value}`] : [name, value]);
      }
    }
    return [...merged.values()];
  };
}

/**
 * The content admin's own policy (/admin/, admin/vite.config.ts): Decap CMS
 * compiles its form rules at run time ('unsafe-eval') and styles itself
 * inline; it talks to GitHub's API, and only on a laptop or in the tests to
 * the local backend of `npm run admin`. The public pages' policies stay as
 * they are.
 * @param {string} [localBackend] e.g. "http://127.0.0.1:8081"; none for a deployment
 */
export function adminContentSecurityPolicy(localBackend) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: data: https://api.github.com${localBackend ? ` ${localBackend}` : ""}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join("; ");
}
