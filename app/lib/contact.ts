import type { Contact } from "~/content/schema";

/** "0812-4800-1985" -> "tel:+6281248001985", dialable from any phone. */
export function telHref(number: string): string {
  return `tel:${internationalNumber(number)}`;
}

/** "0812-4800-1985" -> "+6281248001985". */
export function internationalNumber(number: string): string {
  const digits = number.replace(/[^\d+]/g, "");
  return digits.startsWith("0") ? `+62${digits.slice(1)}` : digits;
}

/** The address on one line, as on an envelope. */
export function formatAddress(address: Contact["address"]): string {
  return `${address.street}, ${address.locality}, ${address.region}, ${address.province} ${address.postalCode}`;
}

/** A mobile number ("08…") can take WhatsApp messages; a landline cannot. */
export function isMobile(number: string): boolean {
  return /^(\+62|0)8/.test(number.replace(/[^\d+]/g, ""));
}

/** Opens WhatsApp with a chat to `number` and `text` ready to send. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${internationalNumber(number).slice(1)}?text=${encodeURIComponent(text)}`;
}

/** What a WhatsApp link from the site starts the conversation with. */
export const WHATSAPP_GREETING = "Shalom, saya ingin bertanya tentang GMKI Cabang Wamena.";

/** A message from the contact form, to hand to the visitor's own apps. */
export interface ComposedMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The message as a WhatsApp chat starts: who writes, the subject in bold, the message. */
const whatsappText = ({ name, email, subject, message }: ComposedMessage) =>
  `Shalom, saya ${name} (${email}).\n\n*${subject}*\n\n${message}`;

/** The message as an e-mail's body: the message, signed. */
const emailBody = ({ name, email, message }: ComposedMessage) => `${message}\n\nSalam,\n${name}\n${email}`;

/** WhatsApp to the secretariat, the message written out and signed. */
export function messageByWhatsapp(number: string, composed: ComposedMessage): string {
  return whatsappHref(number, whatsappText(composed));
}

/** The visitor's e-mail app, addressed to the branch with subject and body filled in. */
export function messageByEmail(address: string, composed: ComposedMessage): string {
  return mailtoHref(address, composed.subject, emailBody(composed));
}

/** A mailto: address, every character percent-encoded (a "+" stays a plus, a space is %20). */
export function mailtoHref(address: string, subject: string, body?: string): string {
  const query = `subject=${encodeURIComponent(subject)}${body === undefined ? "" : `&body=${encodeURIComponent(body)}`}`;
  return `mailto:${address}?${query}`;
}

/**
 * The longest hand-off link the site offers. There is no standard limit:
 * Chrome and Outlook on Windows drop mailto: addresses past about 2,000
 * characters, Gmail's web handler past about 1,600, and WhatsApp documents
 * none for click-to-chat. A longer message is copied for the visitor to
 * paste instead of riding in the link (HandOff), so it is never cut short.
 */
export const LINK_LIMIT = 1600;

/** A message ready for the visitor's own app, and what to do when it is too long for a link. */
export interface HandOffLink {
  app: "whatsapp" | "email";
  /** The link with the whole message in it. */
  href: string;
  /** The message as the visitor would paste it. */
  text: string;
  /** The link that opens the app with a short line only, for a message too long for `href`. */
  shortHref: string;
}

/** The contact form's message as a hand-off to WhatsApp and to e-mail. */
export function messageHandOffs(to: { whatsapp: string; email: string }, composed: ComposedMessage): HandOffLink[] {
  const { name, subject } = composed;
  return [
    {
      app: "whatsapp",
      href: messageByWhatsapp(to.whatsapp, composed),
      text: whatsappText(composed),
      shortHref: whatsappHref(
        to.whatsapp,
        `Shalom, saya ${name}. Pesan saya tentang “${subject}” saya tempelkan di bawah ini.`,
      ),
    },
    {
      app: "email",
      href: messageByEmail(to.email, composed),
      text: emailBody(composed),
      shortHref: mailtoHref(to.email, subject),
    },
  ];
}
