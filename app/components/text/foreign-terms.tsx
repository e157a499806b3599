import type { ReactNode } from "react";
import { FOREIGN_TERM, LANGUAGE_OF } from "~/lib/text/foreign-terms";
import { markMatches } from "../ui/mark-matches";
import { WholeWords } from "../ui/whole-words";

/**
 * Text with its foreign words (lib/text/foreign-terms.ts) in italics, marked
 * with their language so that a screen reader pronounces them as such; the
 * rest stays as written. A heading's text keeps its joined words whole too
 * (`wholeWords`).
 */
export function ForeignTerms({ children, wholeWords = false }: { children: string; wholeWords?: boolean }): ReactNode {
  return markMatches(
    children,
    FOREIGN_TERM,
    (part, key) => (
      <i key={key} lang={LANGUAGE_OF[part.toLowerCase()]}>
        {part}
      </i>
    ),
    wholeWords ? (part, key) => <WholeWords key={key}>{part}</WholeWords> : undefined,
  );
}
