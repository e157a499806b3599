// sitemap.xml and robots.txt (called by postbuild.mjs). The sitemap lists
// the pages the build actually prerendered from the route table
// (app/routes.ts), so it cannot drift from the site.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * "kontak/index.html" -> "https://gmkiwamena.org/kontak/", as static hosts serve it.
 * @param {string} file
 * @param {{ origin: string, base: string }} where
 */
export function pageAddress(file, { origin, base }) {
  return `${origin}${base}${file.replace(/(^|\/)index\.html$/, "$1")}`;
}

/**
 * @param {string} dir the built site
 * @param {string[]} pages its pages, e.g. ["index.html", "kontak/index.html"] (not 404.html)
 * @param {{ origin: string, base: string }} where
 */
export async function buildSeoFiles(dir, pages, where) {
  const urls = pages
    .map((page) => pageAddress(page, where))
    .sort()
    .map((loc) => `  <url><loc>${loc}</loc></url>`);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
  const robots = `User-agent: *
Allow: /

Sitemap: ${where.origin}${where.base}sitemap.xml
`;
  await writeFile(join(dir, "sitemap.xml"), sitemap);
  await writeFile(join(dir, "robots.txt"), robots);
  return urls.length;
}
