// /robots.txt: every page may be indexed; the sitemap lists them.
import { fileUrl } from "~/lib/pages/site-url.server";

export function loader() {
  const text = `User-agent: *
Allow: /

Sitemap: ${fileUrl("sitemap.xml")}
`;
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
