/**
 * The day the site is built as of, "YYYY-MM-DD" in Wamena (site.config.mjs,
 * BUILD_DAY): events on or after it are upcoming in the HTML, and the
 * footer shows its year. In the browser, the pages that list events follow
 * the visitor's own day (app/lib/browser/visitors-day.ts).
 */
export { buildDay } from "../../../site.config.mjs";
