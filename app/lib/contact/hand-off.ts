/**
 * Messages the site writes out for the visitor's own WhatsApp or e-mail
 * app, from the contact form and an event's sign-up
 * (app/lib/browser/hand-off.ts): a static site sends nothing itself
 * (docs/decisions/0008).
 */
import { whatsappHref } from "./links";

/** A mailto: address, every character percent-encoded (a "+" stays a plus, a space is %20). */
export function mailtoHref(address: string, subject: string, body?: string): string {
  const query = `subject=${encodeURIComponent(subject)}${body === undefined ? "" : `&body=${encodeURIComponent(body)}`}`;
  return `mailto:${address}?${query}`;
}

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

/** A message and, under it, the note on where it goes while that is a sample (app/content/samples.ts). */
const noted = (text: string, note?: string) => (note ? `${text}\n\n${note}` : text);

/**
 * The contact form's message as a hand-off to WhatsApp and to e-mail; each
 * with its note while its address is a sample (`notes`).
 */
export function messageHandOffs(
  to: { whatsapp: string; email: string },
  composed: ComposedMessage,
  notes: { whatsapp?: string; email?: string } = {},
): HandOffLink[] {
  const { name, subject } = composed;
  return [
    {
      app: "whatsapp",
      href: whatsappHref(to.whatsapp, noted(whatsappText(composed), notes.whatsapp)),
      text: noted(whatsappText(composed), notes.whatsapp),
      shortHref: whatsappHref(
        to.whatsapp,
        `Shalom, saya ${name}. Pesan saya tentang “${subject}” saya tempelkan di bawah ini.`,
      ),
    },
    {
      app: "email",
      href: mailtoHref(to.email, composed.subject, noted(emailBody(composed), notes.email)),
      text: noted(emailBody(composed), notes.email),
      shortHref: mailtoHref(to.email, subject),
    },
  ];
}

/** The sign-up as the committee reads it on WhatsApp. */
function signUpMessage(
  event: { title: string; date: string },
  who: { name: string; campus: string; phone: string },
): string {
  return `Shalom, saya ingin mendaftar untuk “${event.title}” (${event.date}).\nNama: ${who.name}\nKampus atau komisariat: ${who.campus}\nNomor WhatsApp: ${who.phone}`;
}

/** An event's sign-up as a hand-off to the committee's WhatsApp (short enough for any link), with its note. */
export function signUpHandOff(
  number: string,
  event: { title: string; date: string },
  who: { name: string; campus: string; phone: string },
  note?: string,
): HandOffLink {
  const text = noted(signUpMessage(event, who), note);
  const href = whatsappHref(number, text);
  return { app: "whatsapp", href, text, shortHref: href };
}
