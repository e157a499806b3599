/**
 * Foreign words GMKI keeps, which EYD V sets in italics, each with its
 * language for screen readers: "caretaker", the komisariat's interim board,
 * "Dies Natalis", the movement's birthday, and the motto. Add a word here
 * rather than italicising by hand: every text a page shows from the content
 * is set through components/text/foreign-terms.tsx as it is rendered.
 */
const LANGUAGE_OF: Readonly<Record<string, string>> = {
  caretaker: "en",
  "dies natalis": "la",
  "ut omnes unum sint": "la",
};

/** Any of them as a whole word, whatever its case, in one capturing group. */
export const FOREIGN_TERM = new RegExp(`\\b(${Object.keys(LANGUAGE_OF).join("|")})\\b`, "i");

/** The language of a word FOREIGN_TERM found: "la" for "Dies Natalis". */
export const languageOf = (word: string): string => LANGUAGE_OF[word.toLowerCase()]!;
