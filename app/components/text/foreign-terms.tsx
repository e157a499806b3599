import type { ReactNode } from "react";
import { markMatches } from "../ui/mark-matches";

/**
 * Foreign words GMKI keeps, which EYD V sets in italics, each with its
 * language for screen readers: "caretaker", the komisariat's interim board,
 * "Dies Natalis", the movement's birthday, and the motto. Add a word here rather than italicising by hand.
 */
const LANGUAGE_OF: Record<string, string> = { caretaker: "en", "dies natalis": "la", "ut omnes unum sint": "la" };
const FOREIGN = new RegExp(`\\b(${Object.keys(LANGUAGE_OF).join("|")})\\b`, "i");

/**
 * Text with its foreign words in italics, marked with their language so
 * that a screen reader pronounces them as such; the rest stays as written.
 */
export function ForeignTerms({ children }: { children: string }): ReactNode {
  return markMatches(children, FOREIGN, (part, key) => (
    <i key={key} lang={LANGUAGE_OF[part.toLowerCase()]}>
      {part}
    </i>
  ));
}
