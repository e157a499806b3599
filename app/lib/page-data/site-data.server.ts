/**
 * What every page's header and footer show: the site's name and motto, the
 * menu, contact details, social accounts, the year, gathered once by the
 * root loader at build.
 */
import { siFacebook, siYoutube } from "simple-icons";
import type { PhoneContact, SiteContent } from "~/content/schema";
import { formatAddress, isMobile, telHref, WHATSAPP_GREETING, whatsappHref } from "../contact/links";
import { mainNav } from "../pages/navigation.server";
import { previewLine } from "./preview.server";

/** Brand marks from simple-icons; Instagram is not there (withdrawn at Meta's request) and is drawn in SocialIcon. */
const socialIconPaths: Record<string, string | undefined> = { Facebook: siFacebook.path, YouTube: siYoutube.path };

export interface PhoneData extends PhoneContact {
  tel: string;
  /** A WhatsApp chat with a greeting, for mobile numbers. */
  whatsapp?: string;
}

/** A number with its phone and WhatsApp links. */
export function phoneData(phone: PhoneContact): PhoneData {
  return {
    ...phone,
    tel: telHref(phone.number),
    ...(isMobile(phone.number) ? { whatsapp: whatsappHref(phone.number, WHATSAPP_GREETING) } : {}),
  };
}

/** The branch's numbers as every page lists them: the inbox first. */
export function phonesOf(contact: SiteContent["contact"]): PhoneData[] {
  return [contact.inbox, ...contact.phones].map(phoneData);
}

/** A WhatsApp chat with someone, greeting ready; none for a landline. */
export function chatWith(phone: PhoneContact): { href: string; label: string } | undefined {
  const { whatsapp } = phoneData(phone);
  return whatsapp ? { href: whatsapp, label: phone.label } : undefined;
}

/**
 * What the search finds, in one wording for every box and the results page:
 * documents only once there are some to find.
 */
export function searchScope(documents: number): { label: string; kinds: string } {
  const kinds = ["berita", "kegiatan", "aturan", ...(documents > 0 ? ["dokumen"] : [])];
  return {
    label: `Cari ${new Intl.ListFormat("id", { type: "disjunction" }).format(kinds)}`,
    kinds: new Intl.ListFormat("id", { type: "conjunction" }).format([...kinds, "halaman komisariat"]),
  };
}

export function siteData(content: SiteContent, buildDay: string) {
  const { site, contact } = content;
  return {
    site: {
      name: site.name,
      fullName: site.fullName,
      motto: site.motto,
      mottoMeaning: site.mottoMeaning,
      mottoVerse: site.mottoVerse,
      description: site.description,
    },
    nav: mainNav(content.branches),
    /** The year of the build day, for the copyright line. */
    year: Number(buildDay.slice(0, 4)),
    address: formatAddress(contact.address),
    email: contact.email,
    phones: phonesOf(contact),
    /** "Kirim WhatsApp" with the inbox, when its number is a mobile one. */
    chat: chatWith(contact.inbox),
    social: contact.social.map((account) => ({ ...account, iconPath: socialIconPaths[account.label] })),
    /** The search box's label, the same on every page that has one. */
    searchLabel: searchScope(content.documents.length).label,
    /** While sample facts are unconfirmed, the line every page shows; null once none is. */
    preview: previewLine(content.toConfirm),
  };
}

export type SiteData = ReturnType<typeof siteData>;
