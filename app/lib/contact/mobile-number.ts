/**
 * A mobile number as written: "0812-4800-1985" or "+62 812 4800 1985", one
 * that can receive WhatsApp messages. The content check (its pattern in
 * app/content/schema.ts) and the sign-up form accept the same numbers.
 * Self-contained, as every module the content model imports from lib/ is
 * (app/content/layers.test.ts).
 */
export const MOBILE_NUMBER = /^(?:\+62|0)8[0-9 -]{7,15}$/;
