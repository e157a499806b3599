/**
 * The site's content, for route loaders: read from the content folder the
 * build is configured with (site.config.mjs) and checked. Loaders run only
 * at build, so neither the content's code nor its checks reach the browser;
 * a page's data travels in its HTML.
 */
import { contentDir } from "../../site.config.mjs";
import { loadContent } from "./load";
import { samplesOf, toConfirmReminder, type Samples } from "./samples";

export { ARTICLE, EVENT } from "./samples";
import type { SiteContent } from "./schema";

let cached: SiteContent | undefined;

/** All content. Read once per build; on every request in development, so edits show at once. */
export function siteContent(): SiteContent {
  if (cached) return cached;
  const content = loadContent(contentDir);
  if (import.meta.env.PROD) {
    cached = content;
    // Once per build, in its log: the sample facts the branch has yet to
    // confirm. The deploy's summary on GitHub says it too
    // (scripts/build/preview-note.mjs).
    const reminder = toConfirmReminder(content.toConfirm);
    if (reminder) console.warn(reminder);
  }
  return content;
}

/** What of the content is still a sample, and how the site says so (samples.ts). */
export function siteSamples(): Samples {
  return samplesOf(siteContent());
}
