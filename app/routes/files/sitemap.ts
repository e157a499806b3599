// /sitemap.xml: every page of the site, the archive's included, at its canonical address,
// each with the day it last changed (<lastmod>): an article's own day, a past
// event's day (its page has not changed since it became a report), and for
// the rest, whose lists move on with the days, the build day.
import routes from "~/routes";
import { siteContent } from "~/content/content.server";
import { hasBody } from "~/lib/page-data/articles.server";
import { buildDay } from "~/lib/dates/build-day.server";
import { pagePaths } from "~/lib/pages/route-pages";
import { articlePath, eventPath, eventsArchivePath, newsArchivePath } from "~/lib/pages/addresses";
import { yearsOf } from "~/lib/page-data/archive.server";
import { pageUrl } from "~/lib/pages/site-url.server";

export function loader() {
  const { events, news } = siteContent();
  const changed = new Map<string, string>([
    ...events.filter((event) => event.date < buildDay).map((event) => [eventPath(event.slug), event.date] as const),
    ...news.filter(hasBody).map((item) => [articlePath(item.slug), item.date] as const),
  ]);
  // The route table's pages, and each event's and article's own (one route each, by slug).
  const pages = [
    ...pagePaths(routes),
    ...events.map((event) => eventPath(event.slug)),
    ...news.filter(hasBody).map((item) => articlePath(item.slug)),
    // The archive, a page a year.
    ...yearsOf(events).map(eventsArchivePath),
    ...yearsOf(news).map(newsArchivePath),
  ];
  const urls = pages.map((path) => ({ loc: pageUrl(path), lastmod: changed.get(path) ?? buildDay }));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls
  .sort((a, b) => a.loc.localeCompare(b.loc))
  .map(({ loc, lastmod }) => `  <url><loc>${loc}</loc><lastmod>${lastmod}</lastmod></url>`)
  .join("\n")}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
