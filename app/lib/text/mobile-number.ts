/**
 * A mobile number as written: "0812-4800-1985" or "+62 812 4800 1985", one
 * that can receive WhatsApp messages: 08 (or +62 8) and 8 to 11 more
 * digits, each after at most one space or hyphen. The content check (its
 * pattern in app/content/schema.ts) and the sign-up form accept the same
 * numbers. Written without a character class holding a hyphen: browsers
 * compile an input's `pattern` with the `v` flag, where `[0-9 -]` is an
 * error and the whole pattern is ignored (so "0812" once passed).
 * Self-contained, as every module the content model imports from lib/ is
 * (app/content/layers.test.ts).
 */
export const MOBILE_NUMBER = /^(?:\+62 ?|0)8(?:(?: |-)?[0-9]){8,11}$/;
