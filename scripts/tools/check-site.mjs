// Checks the built site as a whole (part of npm test, after the build):
//   1. every page is valid HTML: the W3C Nu HTML Checker (vnu-jar), errors only;
//   2. no broken internal link, anchor or asset: linkinator over the build.
// Exits non-zero on any error, printing each.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { LinkChecker } from "linkinator";
import { buildDir } from "../../site.config.mjs";

const dir = join(buildDir, "client");
let failed = false;

// 1. HTML
const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const java = spawnSync("java", ["-version"]);
if (java.error) {
  console.error(
    "check-site: Java is needed for the HTML checker. Install it: sudo apt-get install default-jre-headless",
  );
  process.exit(1);
}
// The content admin (admin/) is Decap's page, not ours: left out. So is the
// CSS in a page's <style> (its first screen's, cut from the stylesheet,
// scripts/build/critical-css.mjs): the CSS checker inside the Nu checker
// predates what the stylesheet uses (@property, anchor positioning), and the
// stylesheet's own file is not checked either. And the checker does not know
// <link rel="expect" blocking="render"> yet (HTML since 2024, Chromium 124).
const html = spawnSync(
  "java",
  [
    "-jar",
    vnu,
    "--errors-only",
    "--skip-non-html",
    "--filterpattern",
    ".*/admin/.*|CSS: .*|.*“blocking” attribute must have a “rel” attribute whose value is “stylesheet”.*",
    "--format",
    "text",
    dir,
  ],
  {
    encoding: "utf8",
  },
);
if (html.status === 0) {
  console.log("check-site: HTML valid (vnu, 0 errors)");
} else {
  failed = true;
  console.error(`check-site: HTML errors (vnu):\n${html.stderr || html.stdout}`);
}

// 2. Links
const checker = new LinkChecker();
const result = await checker.check({
  path: dir,
  recurse: true,
  cleanUrls: true,
  checkFragments: true,
  // Only this site: other sites cannot be reached from here, and a test
  // must not depend on them.
  linksToSkip: ["^(?!http://localhost)", "/admin/"],
});
const broken = result.links.filter((link) => link.state === "BROKEN");
if (broken.length === 0) {
  console.log(`check-site: links OK (${result.links.filter((link) => link.state === "OK").length} checked, 0 broken)`);
} else {
  failed = true;
  console.error(`check-site: ${broken.length} broken links:`);
  for (const link of broken) console.error(`  ${link.status} ${link.url} (on ${link.parent})`);
}

process.exit(failed ? 1 : 0);
