/**
 * What every page's header and footer show: the site's name and motto, the
 * menu, contact details, social accounts, the year, gathered once by the
 * root loader at build.
 */
import { siFacebook, siYoutube } from "simple-icons";
import { samplesOf, type Place, type Samples } from "~/content/samples";
import type { Contact, PhoneContact, SiteContent } from "~/content/schema";
import { formatAddress, isMobile, telHref, WHATSAPP_GREETING, whatsappHref } from "../contact/links";
import { mainNav } from "../pages/navigation.server";

/** Brand marks from simple-icons; Instagram is not there (withdrawn at Meta's request) and is drawn in SocialIcon. */
const socialIconPaths: Record<string, string | undefined> = { Facebook: siFacebook.path, YouTube: siYoutube.path };

export interface PhoneData extends PhoneContact {
  tel: string;
  /** A WhatsApp chat with a greeting, for mobile numbers. */
  whatsapp?: string;
}

/**
 * A WhatsApp chat with the number at `place` in the content, `text` ready
 * to send, and under it, while the number is a sample, the note that says so.
 */
export function chatHref(number: string, place: Place, samples: Samples, text: string): string {
  return whatsappHref(number, samples.message(text, [{ place, what: "nomor ini" }]));
}

/** A number, found at `place` in the content, with its phone and WhatsApp links. */
export function phoneData(phone: PhoneContact, place: Place, samples: Samples): PhoneData {
  return {
    ...phone,
    tel: telHref(phone.number),
    ...(isMobile(phone.number) ? { whatsapp: chatHref(phone.number, place, samples, WHATSAPP_GREETING) } : {}),
  };
}

/** The branch's numbers as every page lists them: the inbox first. */
export function phonesOf(contact: Contact, samples: Samples): PhoneData[] {
  return [
    phoneData(contact.inbox, "contact.json#inbox", samples),
    ...contact.phones.map((phone) => phoneData(phone, "contact.json#phones", samples)),
  ];
}

/** A WhatsApp chat with the secretariat's inbox, `text` ready; none for a landline. */
export function chatWith(
  contact: Contact,
  samples: Samples,
  text = WHATSAPP_GREETING,
): { href: string; label: string } | undefined {
  const { inbox } = contact;
  return isMobile(inbox.number)
    ? { href: chatHref(inbox.number, "contact.json#inbox", samples, text), label: inbox.label }
    : undefined;
}

/** The note beside a way to message the inbox while its number is a sample, for the block that offers it. */
export const inboxNote = (samples: Samples) =>
  samples.note([{ place: "contact.json#inbox", what: "nomor WhatsApp" }], { reach: true });

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
  const samples = samplesOf(content);
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
    phones: phonesOf(contact, samples),
    /** "Kirim WhatsApp" with the inbox, when its number is a mobile one, and its note while that is a sample. */
    chat: chatWith(contact, samples),
    chatNote: inboxNote(samples),
    social: contact.social.map((account) => ({ ...account, iconPath: socialIconPaths[account.label] })),
    /** While the footer's ways to reach the branch are samples, the note beside them. */
    contactNote: samples.note([
      { place: "contact.json#address", what: "alamat" },
      { place: ["contact.json#inbox", "contact.json#phones"], what: "nomor" },
      { place: "contact.json#email", what: "surel" },
      { place: "contact.json#social", what: "akun media sosial" },
    ]),
    /** The search box's label, the same on every page that has one. */
    searchLabel: searchScope(content.documents.length).label,
    /** While sample facts are unconfirmed, the line every page shows; null once none is. */
    preview: samples.line,
  };
}

export type SiteData = ReturnType<typeof siteData>;
