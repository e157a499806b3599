/**
 * What every page's header and footer show beyond the site's name: contact
 * details, social accounts, photo credits. The root loader builds it at
 * build time, so it travels in each page's HTML instead of its JavaScript.
 */
import { siFacebook, siYoutube } from "simple-icons";
import { contact } from "~/content/contact";
import { photoCredits } from "~/content/photos";
import { formatAddress, isMobile, telHref, WHATSAPP_GREETING, whatsappHref } from "./contact";

/** Brand marks from simple-icons; Instagram is not there (withdrawn at Meta's request) and is drawn in SocialIcon. */
const socialIconPaths: Record<string, string | undefined> = { Facebook: siFacebook.path, YouTube: siYoutube.path };

export interface PhoneData {
  label: string;
  name?: string;
  number: string;
  tel: string;
  /** A WhatsApp chat with a greeting, for mobile numbers. */
  whatsapp?: string;
}

/** A number with its phone and WhatsApp links. */
export function phoneData(phone: { label: string; name?: string; number: string }): PhoneData {
  return {
    ...phone,
    tel: telHref(phone.number),
    ...(isMobile(phone.number) ? { whatsapp: whatsappHref(phone.number, WHATSAPP_GREETING) } : {}),
  };
}

export function siteData() {
  return {
    address: formatAddress(contact.address),
    email: contact.email,
    phones: contact.phones.map(phoneData),
    social: contact.social.map((account) => ({ ...account, iconPath: socialIconPaths[account.label] })),
    photoCredits,
  };
}

export type SiteData = ReturnType<typeof siteData>;
