// Every SVG the site serves is a drawing and nothing more
// (docs/decisions/0011-no-upload-runs-script.md). An SVG opened on its own
// is a document of the site's origin: a script in it could read what the
// admin keeps in the browser (the secretary's GitHub sign-in) on a host
// that sends no Content-Security-Policy, as GitHub Pages does. So each one
// in the built site, the branch's uploads above all, goes through
// DOMPurify's SVG profile (an allowlist of drawing elements and
// attributes: no script, no event handler, no javascript: address, no
// foreignObject or animation that could set one), and is written back as
// XML. Called by postbuild.mjs and the admin's build (admin/vite.config.ts).
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const { window } = new JSDOM("");
const purify = createDOMPurify(window);

// A reference to anything outside the drawing: a url(…) or src(…) not to
// "#id", an image-set(…), or an at-import.
const OUTSIDE = /(?:url|src)\(\s*['"]?\s*(?!#)[^)\s]|image-set\(|@import/i;

/**
 * CSS as a browser reads it, escapes decoded: `u\72l(`, `\75rl(` and
 * `u\rl(` are `url(`, `@\69mport` is `@import` (a hexadecimal escape takes
 * one blank after it; any other escaped character stands for itself).
 * @param {string} css
 */
const unescaped = (css) =>
  css.replace(/\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\n\r\f])?|(\r\n|[\n\r\f])|([\s\S]))/gi, (_, hex, newline, char) => {
    if (newline) return "";
    if (!hex) return char;
    const code = parseInt(hex, 16);
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? "\ufffd" : String.fromCodePoint(code);
  });

/**
 * Whether CSS (a <style>, a style or presentation attribute) refers to
 * anything outside the drawing, in any spelling: tested with its escapes
 * decoded, with its comments and without them (a comment splits a word).
 * @param {string} css
 */
const fetchesOutside = (css) =>
  [css, css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "")].some((text) => OUTSIDE.test(unescaped(text)));

// Nothing in a drawing fetches from elsewhere when it is opened on its own
// (an <image href>, a url() in a style, an @import): the branch's drawings
// repeat a shape with <use href="#id">, which DOMPurify leaves out by
// default, so an address is kept only when it points inside the same
// drawing (or is a link's, which fetches nothing until followed).
purify.addHook("uponSanitizeAttribute", (node, data) => {
  const link = node.nodeName.toLowerCase() === "a";
  if (/href$/i.test(data.attrName) && !link && !data.attrValue.trim().startsWith("#")) data.keepAttr = false;
  if (fetchesOutside(data.attrValue)) data.keepAttr = false;
});
purify.addHook("uponSanitizeElement", (node) => {
  if (node.nodeName.toLowerCase() === "style" && fetchesOutside(node.textContent ?? "")) node.textContent = "";
});

/**
 * The drawing of an SVG file, without anything that could run: the same
 * picture, as XML. Empty when there is no <svg> in it at all.
 * @param {string} text
 */
export function sanitizeSvg(text) {
  // Parsed as HTML (DOMPurify's allowlists are in lower case, which XML
  // parsing does not match), so the result is written out again as XML.
  const body = /** @type {HTMLElement} */ (
    /** @type {unknown} */ (
      purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ["use"], RETURN_DOM: true })
    )
  );
  const svg = body.querySelector("svg");
  return svg ? new window.XMLSerializer().serializeToString(svg) : "";
}

/**
 * What in an SVG could still run or fetch from elsewhere, read as a browser
 * reads the file (XML): script elements, event handlers, javascript:
 * addresses, references outside the drawing. [] for a drawing.
 * @param {string} text
 */
export function scriptsInSvg(text) {
  const document = new window.DOMParser().parseFromString(text, "image/svg+xml");
  const found = [];
  for (const element of document.querySelectorAll("*")) {
    const name = element.localName.toLowerCase();
    if (name === "script") found.push("<script>");
    if (name === "style" && fetchesOutside(element.textContent ?? "")) found.push("<style> fetching from elsewhere");
    for (const { name: attribute, value } of element.attributes) {
      if (/^on/i.test(attribute)) found.push(attribute);
      if (/^\s*javascript:/i.test(value)) found.push(`${attribute}="${value}"`);
      if (fetchesOutside(value) || (/href$/i.test(attribute) && name !== "a" && !value.trim().startsWith("#")))
        found.push(`${attribute}="${value}"`);
    }
  }
  return found;
}

/**
 * Cleans every .svg file under `dir`, in place, and checks the result.
 * @param {string} dir
 * @returns {Promise<number>} how many there were
 */
export async function sanitizeSvgFiles(dir) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => /\.svg$/i.test(file));
  for (const file of files) {
    const path = join(dir, file);
    const clean = sanitizeSvg(await readFile(path, "utf8"));
    const left = scriptsInSvg(clean);
    if (!clean || left.length > 0) throw new Error(`${path}: no drawing to serve safely (${left.join(", ")})`);
    await writeFile(path, clean);
  }
  return files.length;
}
