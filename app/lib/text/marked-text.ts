/**
 * A text with its foreign words marked at build (foreign-words.server.ts):
 * the text itself where it has none, else its parts in order, plain text as
 * a string and each foreign word as [word, language], e.g.
 * ["", ["Dies Natalis", "la"], " ke-77 GMKI"]. Small in a page's data, and
 * shown by `marked` (components/ui/marked.tsx) without the word list.
 */
export type MarkedText = string | MarkedParts;
type MarkedParts = readonly (string | readonly [word: string, lang: string])[];

/** Those of an entry's fields that have a foreign word, marked at build: what `marked` shows in their place. */
export type Marks<Field extends string = string> = Partial<Record<Field, MarkedParts>>;
