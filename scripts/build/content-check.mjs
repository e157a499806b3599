/**
 * The content check on its own: `npm run check:content` (the first step of
 * `npm test`, so that a content mistake stops the deploy with the check's
 * own words, not a test's). The build runs the same check (vite.config.ts).
 *
 * On GitHub Actions the message also becomes the run's annotation and
 * summary: the admin reads it there to tell the secretary why the site was
 * not updated (admin/site-status.ts).
 */
import { appendFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { runnerImport } from "vite";
import { contentDir } from "../../site.config.mjs";
import { ANNOTATION_TITLE } from "./annotation.mjs";

/**
 * The content's problems as one Indonesian message; null when there are none.
 * @returns {Promise<string | null>}
 */
export async function contentMessage() {
  /** @type {(path: string) => Promise<any>} */
  const load = async (path) => (await runnerImport(path, { configFile: false })).module;
  const [{ readContent, formatProblems }, { pagePaths }, { default: routes }] = await Promise.all([
    load("./app/content/load.ts"),
    load("./app/lib/pages/route-pages.ts"),
    load("./app/routes.ts"),
  ]);
  const { problems } = readContent(contentDir, { pagePaths: pagePaths(routes) });
  return problems.length > 0 ? formatProblems(problems) : null;
}

/** A workflow command's message: its line breaks and percent signs escaped. */
export const annotation = (/** @type {string} */ message) =>
  `::error title=${ANNOTATION_TITLE}::${message.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A")}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const message = await contentMessage();
  if (message) {
    console.error(message);
    if (process.env.GITHUB_ACTIONS) {
      console.log(annotation(message));
      if (process.env.GITHUB_STEP_SUMMARY)
        appendFileSync(process.env.GITHUB_STEP_SUMMARY, `## ${ANNOTATION_TITLE}\n\n\`\`\`\n${message}\n\`\`\`\n`);
    }
    process.exit(1);
  }
  console.log("content: checked, nothing wrong");
}
