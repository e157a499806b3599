/**
 * Absolute addresses of this site's pages and files, for what leaves the
 * site: canonical links, the sitemap, social cards, structured data,
 * calendar files. Origin and base path are build settings (site.config.mjs).
 */
import { basePath, siteOrigin } from "../../../site.config.mjs";

/** "/struktur/bpc" -> "https://gmkiwamena.org/struktur/bpc/": pages as static hosts serve them, folder-style. */
export function pageUrl(path: string): string {
  const folder = path === "/" ? "" : `${path.replace(/^\/+|\/+$/g, "")}/`;
  return `${siteOrigin}${basePath}${folder}`;
}

/** "social-card.jpg" -> "https://gmkiwamena.org/social-card.jpg": a file of the built site. */
export function fileUrl(file: string): string {
  return `${siteOrigin}${basePath}${file.replace(/^\/+/, "")}`;
}

/** "/assets/foto-x.avif" (a built file's URL, base included) -> its absolute address. */
export function absoluteUrl(src: string): string {
  return `${siteOrigin}${src}`;
}

/** The site's host name, "gmkiwamena.org": stable ids for calendar events. */
export const siteHost = new URL(siteOrigin).host;
