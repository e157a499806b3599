// berita/feed.xml: the news as an Atom feed, for feed readers and for
// anyone who wants to know when the branch writes (linked from /berita and
// every page's head). The newest FEED_ENTRIES, newest first: a reader polls
// it often, so it stays one size; older articles are in the archive.
// Absolute addresses (site.config.mjs).
import { Feed } from "feed";
import { ARTICLE, siteContent, siteSamples } from "~/content/content.server";
import { articleHtml, hasBody } from "~/lib/page-data/articles.server";
import { newsFeedPath, textAsHtml } from "~/lib/meta/feeds";
import { articlePath, newsArchivePath } from "~/lib/pages/addresses";
import { FEED_ENTRIES, LATEST_ARTICLES } from "~/lib/page-data/archive.server";
import { fileUrl, pageUrl } from "~/lib/pages/site-url.server";

/** A news date is a day in Wamena: its start, in WIT. */
const dayInWamena = (date: string) => new Date(`${date}T00:00:00+09:00`);

export function loader() {
  const { news, site } = siteContent();
  const samples = siteSamples();
  // While the site is a preview, the feed and each entry say so where a reader reads them.
  const preview = samples.copyNote();
  const entryPreview = samples.copyNote([{ place: ARTICLE, what: "berita ini" }]);
  const noted = (text: string) => (entryPreview ? `${entryPreview} ${text}` : text);
  const sorted = news.toSorted((a, b) => b.date.localeCompare(a.date)).slice(0, FEED_ENTRIES);
  // The articles /berita shows; an older one without a page is found on its archive year.
  const onNewsPage = new Set(sorted.slice(0, LATEST_ARTICLES).map(({ slug }) => slug));
  const page = pageUrl("/berita");
  const feed = new Feed({
    id: page,
    link: page,
    title: `Berita ${site.name}`,
    description: [preview, "Kabar dari kegiatan, pelayanan, dan kehidupan organisasi."].filter(Boolean).join(" "),
    language: "id",
    // The newest article's day, not the build's: an unchanged feed stays unchanged.
    updated: sorted[0] ? dayInWamena(sorted[0].date) : undefined,
    generator: false,
    feedLinks: { atom: fileUrl(newsFeedPath) },
    favicon: fileUrl("favicon.svg"),
    image: fileUrl("icons/icon-192.png"),
    copyright: site.name,
  });
  for (const item of sorted) {
    feed.addItem({
      // The id stays what it was before articles had pages: readers keep what they have read.
      id: `${page}#${item.slug}`,
      link: hasBody(item)
        ? pageUrl(articlePath(item.slug))
        : onNewsPage.has(item.slug)
          ? `${page}#${item.slug}`
          : `${pageUrl(newsArchivePath(item.date.slice(0, 4)))}#${item.slug}`,
      title: textAsHtml(item.title),
      // Written once, on its day: published and updated are the same.
      date: dayInWamena(item.date),
      published: dayInWamena(item.date),
      description: textAsHtml(noted(item.excerpt)),
      author: [{ name: item.author }],
      // The whole article, for reading in the feed reader.
      ...(hasBody(item)
        ? {
            content: `${entryPreview ? `<p><strong>${textAsHtml(entryPreview)}</strong></p>` : ""}${articleHtml(item.body)}`,
          }
        : {}),
    });
  }
  return new Response(feed.atom1(), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
