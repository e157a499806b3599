import type { ReactNode } from "react";
import { markMatches } from "./mark-matches";

/**
 * Foreign words GMKI keeps, which EYD V sets in italics, with their language
 * for screen readers: "caretaker", the komisariat's interim board, and the
 * motto, Ut Omnes Unum Sint. Add a word here, and its language below,
 * rather than italicising by hand.
 */
const FOREIGN = /\b(caretaker|ut omnes unum sint)\b/i;

/**
 * Text with its foreign words in italics, marked with their language so
 * that a screen reader pronounces them as such; the rest stays as written.
 */
export function ForeignTerms({ children }: { children: string }): ReactNode {
  return markMatches(children, FOREIGN, (part, key) => (
    <i key={key} lang={/^c/i.test(part) ? "en" : "la"}>
      {part}
    </i>
  ));
}
