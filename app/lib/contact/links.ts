import type { Contact } from "../../content/schema";

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
