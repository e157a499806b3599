// /sitemap.xml: every page of the site, the archive's included, at its canonical address.
import routes from "~/routes";
import { siteContent } from "~/content/content.server";
import { hasBody } from "~/lib/page-data/articles.server";
import { pagePaths } from "~/lib/pages/route-pages";
import { articlePath, eventPath, eventsArchivePath, newsArchivePath } from "~/lib/pages/addresses";
import { yearsOf } from "~/lib/page-data/archive.server";
import { pageUrl } from "~/lib/meta/site-url.server";

export function loader() {
  const { events, news } = siteContent();
  // The route table's pages, and each event's and article's own (one route each, by slug).
  const pages = [
    ...pagePaths(routes),
    ...events.map((event) => eventPath(event.slug)),
    ...news.filter(hasBody).map((item) => articlePath(item.slug)),
    // The archive, a page a year.
    ...yearsOf(events).map(eventsArchivePath),
    ...yearsOf(news).map(newsArchivePath),
  ];
  const urls = pages.map(pageUrl).sort();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((loc) => `  <url><loc>${loc}</loc></url>`).join("\n")}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
