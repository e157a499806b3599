import { markForeign } from "~/lib/text/foreign-words";
import type { Marks } from "./marked-text";

// The loaders mark here, so that what a page with React downloads has no word list.
export { markForeign };

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
