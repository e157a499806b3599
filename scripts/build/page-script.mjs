// The pages' inline scripts (app/scripts/), bundled and minified, and added
// to the pages that need them (called by postbuild.mjs). Inline, because
// they must run as the page is parsed, so that a control works from its
// first paint, and no page loads any other script (docs/decisions/0006).
import { fileURLToPath } from "node:url";
import { build } from "vite";
import {
  ACTIVITIES,
  AGENDA,
  CAROUSEL,
  HAND_OFF,
  MAP,
  NEWS_SHARE,
  NEWS_TOAST_TITLE,
  SEARCH,
} from "../../app/lib/browser/hooks.ts";
import { attributeNames } from "./marks.mjs";

/**
 * Each script (app/scripts/), and the hook names that mark the pages that
 * carry it (app/lib/browser/hooks.ts): every page carries the first.
 * @type {readonly { file: string, marks: readonly string[] }[]}
 */
export const PAGE_SCRIPTS = [
  { file: "page.ts", marks: [] },
  { file: "home.ts", marks: [CAROUSEL, AGENDA] },
  { file: "activities.ts", marks: [ACTIVITIES] },
  { file: "search.ts", marks: [SEARCH] },
  { file: "hand-off.ts", marks: [HAND_OFF] },
  { file: "map.ts", marks: [MAP] },
  { file: "news.ts", marks: [NEWS_SHARE, NEWS_TOAST_TITLE] },
];

/** @param {string} file under app/scripts/ @param {string} base */
async function bundle(file, base) {
  const entry = fileURLToPath(new URL(`../../app/scripts/${file}`, import.meta.url));
  const output = await build({
    configFile: false,
    logLevel: "warn",
    base,
    build: {
      write: false,
      minify: true,
      target: "es2020",
      lib: { entry, formats: ["iife"], name: "pageScript" },
      // The hook names (app/lib/browser/hooks.ts) written in place, as if by hand.
      rolldownOptions: { optimization: { inlineConst: true } },
    },
  });
  const chunk = [output].flat().flatMap((result) => ("output" in result ? result.output : []))[0];
  if (!chunk || chunk.type !== "chunk") throw new Error(`page script: no chunk built for ${file}`);
  // Nothing to export: the IIFE needs no global name.
  const code = chunk.code.trim().replace(/^var pageScript\s*=\s*/, "");
  if (code.includes("</script")) throw new Error(`page script: ${file} would end its own tag`);
  return code;
}

/**
 * Every script, built, with the marks of its pages.
 * @param {string} base the site's base path, e.g. "/" or "/gmki-wamena/"
 * @returns {Promise<{ code: string, marks: readonly string[] }[]>}
 */
export async function buildPageScripts(base) {
  return Promise.all(PAGE_SCRIPTS.map(async ({ file, marks }) => ({ code: await bundle(file, base), marks })));
}

/**
 * The page with its scripts, the last things in <body>: the first of
 * `scripts` always, each other where an element of the page has one of its
 * marks as an attribute.
 * @param {string} html
 * @param {{ code: string, marks: readonly string[] }[]} scripts
 */
export function withPageScripts(html, scripts) {
  if (!html.includes("</body>")) throw new Error("withPageScripts: no </body>");
  const attributes = attributeNames(html);
  const tags = scripts
    .filter(({ marks }, index) => index === 0 || marks.some((mark) => attributes.has(mark)))
    .map(({ code }) => `<script>${code}</script>`);
  return html.replace("</body>", () => `${tags.join("")}</body>`);
}
