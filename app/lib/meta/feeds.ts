/** The news as an Atom feed, under the site's base (routes/files/news-feed.ts). */
export const newsFeedPath = "berita/feed.xml";

/**
 * Plain text as HTML, for the feed's titles and summaries: the `feed`
 * package declares them `type="html"`, so a "<" or "&" in a title must be
 * written as HTML would, or readers would take it for markup.
 */
export function textAsHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
