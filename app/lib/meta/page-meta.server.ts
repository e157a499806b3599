/**
 * The <head> of every page: title, description, canonical address, social
 * tags, structured data. Built by each route's loader, which runs at build,
 * and handed to meta() as loader data: none of this code reaches the browser.
 */
import type { MetaDescriptor } from "react-router";
import { siteContent, siteSamples } from "~/content/content.server";
import type { Subject } from "~/content/samples";
import { newsFeedPath } from "./feeds";
import { fileUrl, pageUrl } from "../pages/site-url.server";

/**
 * The page a loader is building, e.g. "/kegiatan", from the address React
 * Router gives it (`url`): without the base path or a trailing slash.
 */
export function requestPath(url: URL): string {
  const base = import.meta.env.BASE_URL;
  const path = `/${url.pathname.slice(base.length)}`.replace(/\/+$/, "");
  return path || "/";
}

export interface PageMetaInput {
  /** Page name, e.g. "Kegiatan"; the site name is appended. */
  title: string;
  /** What the page offers, 50–160 characters, for search results and shares. */
  description: string;
  /**
   * The page's path, e.g. "/kegiatan" (requestPath(url) in a loader), for
   * its canonical address.
   */
  path: string;
  /** More for the <head>: a photo preload, structured data. */
  extra?: MetaDescriptor[];
  /** The page's own share card (a file under the base, 1200×630) and what it shows; the site's card otherwise. */
  card?: { file: string; alt: string };
  /** "article" for a news article; "website" otherwise. */
  type?: "website" | "article";
  /** What the page is about, for the note a link preview carries while it is a sample: "kegiatan ini". */
  about?: readonly Subject[];
}

/** The social card: 1200×630, drawn at build by routes/files/social-card.ts. */
const SOCIAL_CARD = { file: "social-card.jpg", width: 1200, height: 630 } as const;

/**
 * The <head> of a page, in one format for every page: title, description,
 * canonical address, the Open Graph and Twitter tags that make a shared
 * link look right on WhatsApp and Facebook, and the news feed. While the
 * site is a preview (app/content/samples.ts), search engines are asked to
 * leave it out, and a link preview's description opens with the note.
 */
export function pageMeta({
  title,
  description,
  path,
  extra = [],
  card,
  type = "website",
  about,
}: PageMetaInput): MetaDescriptor[] {
  const { site } = siteContent();
  const samples = siteSamples();
  const shared = [samples.copyNote(about), description].filter(Boolean).join(" ");
  const fullTitle = `${title} | ${site.name}`;
  const url = pageUrl(path);
  const image = fileUrl(card?.file ?? SOCIAL_CARD.file);
  const alt = card?.alt ?? `${site.name}: ${site.motto}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(samples.preview ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "id_ID" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: shared },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: shared },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
    // Feed readers find the news from any page of the site.
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `Berita ${site.name}`,
      href: fileUrl(newsFeedPath),
    },
    ...extra,
  ];
}

/** Structured data (structured-data.server.ts) as <script type="application/ld+json"> tags. */
export function structuredData(...entries: readonly Record<string, unknown>[]): MetaDescriptor[] {
  return entries.map((entry) => ({ "script:ld+json": entry }));
}
