/**
 * The deploy's note while the site is a preview: on GitHub Actions, a
 * warning on the run and a section of its summary page saying that every
 * page tells visitors the site is a preview, and what is left to confirm
 * (app/content/samples.ts). Run by the deploy workflow after the build;
 * says nothing once everything is confirmed, and never fails the deploy.
 */
import { appendFileSync } from "node:fs";
import { runnerImport } from "vite";
import { contentDir } from "../../site.config.mjs";

/** @type {(path: string) => Promise<any>} */
const load = async (path) => (await runnerImport(path, { configFile: false })).module;
const [{ loadContent }, { PREVIEW_TITLE, previewNotice, previewSummary }] = await Promise.all([
  load("./app/content/load.ts"),
  load("./app/content/samples.ts"),
]);
const { toConfirm } = loadContent(contentDir);
const notice = previewNotice(toConfirm);
if (notice === null) {
  console.log("preview: every sample fact is confirmed; the site is no longer a preview");
} else {
  console.log(
    process.env.GITHUB_ACTIONS ? `::warning title=${PREVIEW_TITLE}::${notice}` : `${PREVIEW_TITLE}: ${notice}`,
  );
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, previewSummary(toConfirm));
}
