import type { MarkedText } from "~/lib/text/marked-text";

/**
 * Foreign words GMKI keeps, which EYD V sets in italics, each with its
 * language for screen readers: "caretaker", the komisariat's interim board,
 * "Dies Natalis", the movement's birthday, and the motto. Add a word here
 * rather than italicising by hand. Pages without React set them as they are
 * rendered (foreign-terms.tsx); what pages with React show is marked at build
 * (lib/text/foreign-words.server.ts), so their script stays as it was.
 */
const LANGUAGE_OF: Readonly<Record<string, string>> = {
  caretaker: "en",
  "dies natalis": "la",
  "ut omnes unum sint": "la",
};

/** Any of them as a whole word, whatever its case, in one capturing group. */
export const FOREIGN_TERM = new RegExp(`\\b(${Object.keys(LANGUAGE_OF).join("|")})\\b`, "i");

/** A text with its foreign words marked, for `marked` (components/ui/marked.tsx); the text itself where it has none. */
export function markForeign(text: string): MarkedText {
  const parts = text.split(FOREIGN_TERM);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (index % 2 === 1 ? ([part, LANGUAGE_OF[part.toLowerCase()]!] as const) : part));
}
