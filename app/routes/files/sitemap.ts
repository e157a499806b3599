// /sitemap.xml: every page of the route table, at its canonical address.
import routes from "~/routes";
import { pagePaths } from "~/lib/page-paths";
import { pageUrl } from "~/lib/site-url.server";

export function loader() {
  const urls = [...pagePaths(routes)].map(pageUrl).sort();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((loc) => `  <url><loc>${loc}</loc></url>`).join("\n")}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
