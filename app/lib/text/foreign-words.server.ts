import { FOREIGN_TERM, LANGUAGE_OF } from "~/components/text/foreign-words";
import type { Marks, MarkedText } from "./marked-text";

/** A text with its foreign words marked (components/text/foreign-words.ts); the text itself where it has none. */
export function markForeign(text: string): MarkedText {
  const parts = text.split(FOREIGN_TERM);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (index % 2 === 1 ? ([part, LANGUAGE_OF[part.toLowerCase()]!] as const) : part));
}

/**
 * The fields a list page shows of each entry, marked where they have a
 * foreign word, by the entry's key (its slug, or its place in the list): a
 * page's data carries only these, every other text once, as written. Any
 * text the secretary writes may have one, so every field the page shows is listed.
 */
export function markedFields<Entry, Field extends keyof Entry & string>(
  entries: readonly Entry[],
  fields: readonly Field[],
  key: (entry: Entry, index: number) => string = (entry) => (entry as { slug: string }).slug,
): Record<string, Marks<Field>> {
  return Object.fromEntries(
    entries.flatMap((entry, index) => {
      const marks = Object.fromEntries(
        fields.flatMap((field) => {
          const value = entry[field];
          const text = typeof value === "string" ? markForeign(value) : undefined;
          return text && typeof text !== "string" ? [[field, text]] : [];
        }),
      );
      return Object.keys(marks).length > 0 ? [[key(entry, index), marks as Marks<Field>]] : [];
    }),
  );
}
