// /robots.txt: every page may be crawled; the sitemap lists them. While the
// site is a preview, each page asks not to be indexed (its robots meta tag,
// lib/meta/page-meta.server.ts), which a crawler reads only if it may fetch it.
import { fileUrl } from "~/lib/pages/site-url.server";

export function loader() {
  const text = `User-agent: *
Allow: /

Sitemap: ${fileUrl("sitemap.xml")}
`;
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
