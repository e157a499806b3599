// The inline page scripts, bundled and minified (called by postbuild.mjs):
// app/page-script.ts for every page, app/react-page-script.ts, which
// only pages with React need, app/home-script.ts, the home page's
// carousel and agenda, and app/activities-script.ts, /kegiatan's tabs,
// lists and "Salin Tautan" (both pages without React), and app/search-script.ts,
// which only the search's results page (/cari) needs. Inline, because they
// must run as the page is parsed, and most pages have no other script to
// carry them.
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { SEARCH_FORM } from "./security.mjs";

/** @param {string} file under app/ @param {string} base */
async function bundle(file, base) {
  const entry = fileURLToPath(new URL(`../../app/${file}`, import.meta.url));
  const output = await build({
    configFile: false,
    logLevel: "warn",
    base,
    build: {
      write: false,
      minify: true,
      target: "es2020",
      lib: { entry, formats: ["iife"], name: "pageScript" },
    },
  });
  const chunk = [output].flat().flatMap((result) => ("output" in result ? result.output : []))[0];
  if (!chunk || chunk.type !== "chunk") throw new Error(`page script: no chunk built for ${file}`);
  // Nothing to export: the IIFE needs no global name.
  return chunk.code.trim().replace(/^var pageScript\s*=\s*/, "");
}

/**
 * @typedef {{ every: string, react: string, home: string, activities: string, search: string }} PageScripts the script of every page, that of pages with React, the home page's, /kegiatan's and the search's
 * @param {string} base the site's base path, e.g. "/" or "/gmki-wamena/"
 * @returns {Promise<PageScripts>}
 */
export async function buildPageScripts(base) {
  return {
    every: await bundle("page-script.ts", base),
    react: await bundle("react-page-script.ts", base),
    home: await bundle("home-script.ts", base),
    activities: await bundle("activities-script.ts", base),
    search: await bundle("search-script.ts", base),
  };
}

/**
 * Adds the page scripts as the last things in <body>: every page's, on
 * a page with React (told by React Router's boot module) the one for React,
 * on the page with the carousel or the agenda (the home page) its own, on
 * the page with `[data-activities]` (/kegiatan) its own, and
 * on the search's results page (told by SEARCH_FORM) the search's.
 * They carry the build's script mark, as React Router's scripts do
 * (scripts/build/security.mjs).
 * @param {string} html
 * @param {PageScripts} scripts
 * @param {string} mark
 */
export function withPageScripts(html, scripts, mark) {
  if (!html.includes("</body>")) throw new Error("withPageScripts: no </body>");
  const hasReact = /<script[^>]*\stype="module"/.test(html);
  const isHome = /\sdata-(carousel|agenda)[=\s>]/.test(html);
  const isActivities = /\sdata-activities=/.test(html);
  const search = html.includes(` ${SEARCH_FORM}=`);
  const tags = [
    scripts.every,
    ...(hasReact ? [scripts.react] : []),
    ...(isHome ? [scripts.home] : []),
    ...(isActivities ? [scripts.activities] : []),
    ...(search ? [scripts.search] : []),
  ].map((script) => {
    if (script.includes("</script")) throw new Error("withPageScripts: a script would end its own tag");
    return `<script nonce="${mark}">${script}</script>`;
  });
  return html.replace("</body>", () => `${tags.join("")}</body>`);
}
