import type { ReactNode } from "react";
import { markMatches } from "../ui/mark-matches";
import { FOREIGN_TERM, LANGUAGE_OF } from "./foreign-words";

/**
 * Text with its foreign words (foreign-words.ts) in italics, marked with
 * their language so that a screen reader pronounces them as such; the rest
 * stays as written. For pages without React only: on a page with React, the
 * loader marks the text (lib/text/foreign-words.server.ts) and `marked`
 * (components/ui/marked.tsx) shows it, so the page's script need not carry
 * this table and pattern.
 */
export function ForeignTerms({ children }: { children: string }): ReactNode {
  return markMatches(children, FOREIGN_TERM, (part, key) => (
    <i key={key} lang={LANGUAGE_OF[part.toLowerCase()]}>
      {part}
    </i>
  ));
}
