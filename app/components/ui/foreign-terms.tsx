import type { ReactNode } from "react";
import { markMatches } from "./mark-matches";

/**
 * Foreign words GMKI keeps, which EYD V sets in italics, with their language
 * for screen readers: "caretaker", the komisariat's interim board, and the
 * motto, Ut Omnes Unum Sint. Add a word here rather than italicising by hand.
 */
const FOREIGN = [
  { pattern: /caretaker/i, lang: "en" },
  { pattern: /ut omnes unum sint/i, lang: "la" },
];
const ANY_FOREIGN = new RegExp(`\\b(${FOREIGN.map(({ pattern }) => pattern.source).join("|")})\\b`, "i");

/**
 * Text with its foreign words in italics, marked with their language so
 * that a screen reader pronounces them as such; the rest stays as written.
 */
export function ForeignTerms({ children }: { children: string }): ReactNode {
  return markMatches(children, ANY_FOREIGN, (part, key) => (
    <i key={key} lang={FOREIGN.find(({ pattern }) => pattern.test(part))?.lang}>
      {part}
    </i>
  ));
}
