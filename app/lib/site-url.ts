/**
 * Absolute addresses of this site's pages and files, for links that leave
 * the site: canonical links, the sitemap, social cards, structured data.
 * The origin and base path are set at build (deploy.config.mjs).
 */
const base = import.meta.env.BASE_URL.replace(/\/$/, "");

/** "/struktur/bpc" -> "https://gmkiwamena.org/struktur/bpc/": pages as static hosts serve them, folder-style. */
export function pageUrl(path: string): string {
  const folder = path === "/" ? "/" : `${path.replace(/\/+$/, "")}/`;
  return `${__SITE_ORIGIN__}${base}${folder}`;
}

/** "social-card.jpg" -> "https://gmkiwamena.org/social-card.jpg": a file of the built site. */
export function fileUrl(file: string): string {
  return `${__SITE_ORIGIN__}${base}/${file.replace(/^\/+/, "")}`;
}

/** "/assets/foto-x.avif" (a built file's URL, base included) -> its absolute address. */
export function absoluteUrl(src: string): string {
  return `${__SITE_ORIGIN__}${src}`;
}
