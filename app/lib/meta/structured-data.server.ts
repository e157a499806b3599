/**
 * Structured data (schema.org JSON-LD) for search engines, built from the
 * content and nothing else. Only route loaders call these: they run
 * at build, so the data travels in each page's HTML and no builder reaches
 * the browser. Route meta() puts the result in a <script type="application/ld+json">.
 */
import { siteContent } from "~/content/content.server";
import type { Contact, Event, NewsItem } from "~/content/schema";
import { toDateTime } from "../dates/format";
import { internationalNumber } from "../contact/links";
import { photoIn, type PhotoData } from "../media/photo-data";
import { articleCardFile, articlePath, eventCardFile, eventPath } from "../pages/addresses";
import { hasBody } from "../page-data/articles.server";
import { phonesOf } from "../page-data/site-data.server";
import { absoluteUrl, fileUrl, pageUrl } from "../pages/site-url.server";

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/**
 * schema.org's `image`: the entry's photo when it has one, and its share
 * card (1200×630, drawn for every event and every article with a page),
 * which search engines and link previews can always show.
 */
const imagesOf = (photo: PhotoData | undefined, card: string | undefined) => {
  const image = [...(photo ? [absoluteUrl(photo.img.src)] : []), ...(card ? [fileUrl(card)] : [])];
  return image.length > 0 ? { image } : {};
};

/** The branch as an organisation; other entries refer to it. */
function organizationReference(): JsonLd {
  return {
    "@type": "Organization",
    name: siteContent().site.name,
    url: pageUrl("/"),
    logo: { "@type": "ImageObject", url: fileUrl("icons/icon-512.png"), width: 512, height: 512 },
  };
}

const postalAddress = (address: Contact["address"]) => ({
  "@type": "PostalAddress",
  streetAddress: address.street,
  addressLocality: address.locality,
  addressRegion: address.province,
  postalCode: address.postalCode,
  addressCountry: "ID",
});

/** The home page's Organization: name, logo, address, contacts, social profiles. */
export function organizationLd(): JsonLd {
  const { site, contact } = siteContent();
  return {
    "@context": CONTEXT,
    ...organizationReference(),
    alternateName: site.fullName,
    description: site.description,
    slogan: site.motto,
    foundingDate: String(site.foundedBranch),
    email: contact.email,
    address: postalAddress(contact.address),
    contactPoint: phonesOf(contact).map((phone) => ({
      "@type": "ContactPoint",
      contactType: phone.label,
      telephone: internationalNumber(phone.number),
      email: contact.email,
      availableLanguage: "id",
    })),
    sameAs: contact.social.map((account) => account.url),
  };
}

/** Upcoming events, each an Event held in person in Wamena's valley (the branch's town and regency). */
export function eventsLd(events: readonly Event[], photos: Partial<Record<string, PhotoData>>): JsonLd[] {
  const { address } = siteContent().contact;
  return events.map((event) => ({
    "@context": CONTEXT,
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: toDateTime(event.date, event.startTime),
    ...(event.endTime ? { endDate: toDateTime(event.date, event.endTime) } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.location,
      address: {
        "@type": "PostalAddress",
        addressLocality: address.locality,
        addressRegion: `${address.region}, ${address.province}`,
        addressCountry: "ID",
      },
    },
    organizer: organizationReference(),
    ...imagesOf(photoIn(photos, event.image), eventCardFile(event.slug)),
    url: pageUrl(eventPath(event.slug)),
  }));
}

/** News items as NewsArticle entries of the news page. */
export function newsLd(items: readonly NewsItem[], photos: Partial<Record<string, PhotoData>>): JsonLd[] {
  return items.map((item) => ({
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: item.title,
    description: item.excerpt,
    datePublished: item.date,
    author: { "@type": "Person", name: item.author },
    publisher: organizationReference(),
    ...imagesOf(photoIn(photos, item.image), hasBody(item) ? articleCardFile(item.slug) : undefined),
    url: hasBody(item) ? pageUrl(articlePath(item.slug)) : `${pageUrl("/berita")}#${item.slug}`,
  }));
}

/** One article on its own page: the page is the article. */
export function articleLd(item: NewsItem, cover: PhotoData | undefined, url: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: item.title,
    description: item.excerpt,
    datePublished: item.date,
    inLanguage: "id",
    author: { "@type": "Person", name: item.author },
    publisher: organizationReference(),
    ...imagesOf(cover, articleCardFile(item.slug)),
    mainEntityOfPage: url,
    url,
  };
}

/** Where a nested page sits: Beranda › Struktur › this page. */
export function breadcrumbLd(trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: pageUrl(step.path),
    })),
  };
}
