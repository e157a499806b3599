import type { ReactNode } from "react";
import { FOREIGN_TERM, languageOf } from "~/lib/text/foreign-words";

/**
 * Text with its foreign words (lib/text/foreign-words.ts) in italics,
 * marked with their language so that a screen reader pronounces them as
 * such; `plain` shapes the rest (as written by default: a heading keeps its
 * joined words whole with it). Any text the secretary writes may have one,
 * so every text a page shows from the content is set through here.
 */
export function ForeignTerms({
  children,
  plain = (part) => part,
}: {
  children: string;
  plain?: (part: string, key: number) => ReactNode;
}): ReactNode {
  const parts = children.split(FOREIGN_TERM);
  if (parts.length === 1) return plain(children, 0);
  return parts.map((part, key) =>
    key % 2 === 1 ? (
      <i key={key} lang={languageOf(part)}>
        {part}
      </i>
    ) : (
      plain(part, key)
    ),
  );
}
