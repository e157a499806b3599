import { FOREIGN_TERM, LANGUAGE_OF } from "~/components/text/foreign-words";
import type { MarkedParts, MarkedText } from "./marked-text";

/** A text with its foreign words marked (components/text/foreign-words.ts); the text itself where it has none. */
export function markForeign(text: string): MarkedText {
  const parts = text.split(FOREIGN_TERM);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (index % 2 === 1 ? ([part, LANGUAGE_OF[part.toLowerCase()]!] as const) : part));
}

/**
 * The titles of those entries that have a foreign word, marked, by slug: a
 * list page's data carries only these, the other titles once.
 */
export function markedTitles(entries: readonly { slug: string; title: string }[]): Record<string, MarkedParts> {
  return Object.fromEntries(
    entries.flatMap((entry) => {
      const title = markForeign(entry.title);
      return typeof title === "string" ? [] : [[entry.slug, title]];
    }),
  );
}
