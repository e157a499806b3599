// The page script (app/page-script.ts), bundled and minified for inlining
// into every page (called by postbuild.mjs). Inline, because it must run
// as the page is parsed, and most pages have no other script to carry it.
import { fileURLToPath } from "node:url";
import { build } from "vite";

const entry = fileURLToPath(new URL("../../app/page-script.ts", import.meta.url));

/**
 * @param {string} base the site's base path, e.g. "/" or "/gmki-wamena/"
 * @returns {Promise<string>} the script, one IIFE
 */
export async function buildPageScript(base) {
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
  if (!chunk || chunk.type !== "chunk") throw new Error("buildPageScript: no chunk built");
  // Nothing to export: the IIFE needs no global name.
  return chunk.code.trim().replace(/^var pageScript\s*=\s*/, "");
}

/**
 * Adds the page script as the last thing in <body>, after React's scripts
 * where the page has them (it tells pages with React by their module).
 * It carries the build's script mark, as React Router's scripts do
 * (scripts/build/security.mjs).
 * @param {string} html
 * @param {string} script
 * @param {string} mark
 */
export function withPageScript(html, script, mark) {
  if (!html.includes("</body>")) throw new Error("withPageScript: no </body>");
  if (script.includes("</script")) throw new Error("withPageScript: the script would end its own tag");
  return html.replace("</body>", () => `<script nonce="${mark}">${script}</script></body>`);
}
