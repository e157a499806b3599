/**
 * Structured data (schema.org JSON-LD) for search engines, built from the
 * content and nothing else. Only route loaders call these: they run
 * at build, so the data travels in each page's HTML and no builder reaches
 * the browser. Route meta() puts the result in a <script type="application/ld+json">.
 *
 * Schema.org has no "sample": what it is given it states as fact. So what is
 * still a sample (app/content/samples.ts) is left out: an event or article
 * of sample content entirely, a sample number, e-mail, street, account,
 * founding year or emblem from the branch's entry. All of it returns once
 * confirmed.
 */
import { siteContent, siteSamples } from "~/content/content.server";
import { ARTICLE, EVENT, type Place } from "~/content/samples";
import type { Contact, Event, NewsItem } from "~/content/schema";
import { toDateTime } from "../dates/format";
import { internationalNumber } from "../contact/links";
import { photoIn, type PhotoData } from "../media/photo-data";
import { articleCardFile, articlePath, eventCardFile, eventPath } from "../pages/addresses";
import { hasBody } from "../page-data/articles.server";
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

/** The branch as an organisation; other entries refer to it. Its logo once the emblem is the branch's own. */
function organizationReference(): JsonLd {
  return {
    "@type": "Organization",
    name: siteContent().site.name,
    url: pageUrl("/"),
    ...(siteSamples().has("situs#lambang")
      ? {}
      : { logo: { "@type": "ImageObject", url: fileUrl("icons/icon-512.png"), width: 512, height: 512 } }),
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

/** The home page's Organization: name, logo, address, contacts, social profiles; each once it is no sample. */
export function organizationLd(): JsonLd {
  const { site, contact } = siteContent();
  const samples = siteSamples();
  const fact = <T>(place: Place, value: T) => (samples.has(place) ? [] : [value]);
  const [email] = fact("contact.json#email", contact.email);
  return {
    "@context": CONTEXT,
    ...organizationReference(),
    alternateName: site.fullName,
    description: site.description,
    slogan: site.motto,
    ...Object.fromEntries([
      ...fact("site.json#foundedBranch", ["foundingDate", String(site.foundedBranch)]),
      ...fact("contact.json#email", ["email", contact.email]),
      ...fact("contact.json#address", ["address", postalAddress(contact.address)]),
      ...fact("contact.json#social", ["sameAs", contact.social.map((account) => account.url)]),
    ] as [string, unknown][]),
    ...(samples.has("contact.json#inbox", "contact.json#phones")
      ? {}
      : {
          contactPoint: [contact.inbox, ...contact.phones].map((phone) => ({
            "@type": "ContactPoint",
            contactType: phone.label,
            telephone: internationalNumber(phone.number),
            ...(email ? { email } : {}),
            availableLanguage: "id",
          })),
        }),
  };
}

/**
 * An event's page: an Event held in person in Wamena's valley (the branch's
 * town and regency); none while the events are samples.
 */
export function eventLd(event: Event, photo: PhotoData | undefined): JsonLd[] {
  const { address } = siteContent().contact;
  if (siteSamples().has(EVENT)) return [];
  return [
    {
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
      ...imagesOf(photo, eventCardFile(event.slug)),
      url: pageUrl(eventPath(event.slug)),
    },
  ];
}

/** An article's author, once the name is no sample. */
const authorOf = (item: NewsItem) =>
  siteSamples().has("news#author") ? {} : { author: { "@type": "Person", name: item.author } };

/** News items as NewsArticle entries of the news page; none while the news is a sample. */
export function newsLd(items: readonly NewsItem[], photos: Partial<Record<string, PhotoData>>): JsonLd[] {
  if (siteSamples().has(ARTICLE)) return [];
  return items.map((item) => ({
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: item.title,
    description: item.excerpt,
    datePublished: item.date,
    ...authorOf(item),
    publisher: organizationReference(),
    ...imagesOf(photoIn(photos, item.image), hasBody(item) ? articleCardFile(item.slug) : undefined),
    url: hasBody(item) ? pageUrl(articlePath(item.slug)) : `${pageUrl("/berita")}#${item.slug}`,
  }));
}

/** One article on its own page: the page is the article; none while the news is a sample. */
export function articleLd(item: NewsItem, cover: PhotoData | undefined, url: string): JsonLd[] {
  if (siteSamples().has(ARTICLE)) return [];
  return [
    {
      "@context": CONTEXT,
      "@type": "NewsArticle",
      headline: item.title,
      description: item.excerpt,
      datePublished: item.date,
      inLanguage: "id",
      ...authorOf(item),
      publisher: organizationReference(),
      ...imagesOf(cover, articleCardFile(item.slug)),
      mainEntityOfPage: url,
      url,
    },
  ];
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
