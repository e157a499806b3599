import type { ReactNode } from "react";
import { markMatches } from "./mark-matches";

/**
 * Foreign words GMKI keeps (EYD V sets them in italics): "caretaker", the
 * komisariat's interim board. Add a word here rather than italicising by hand.
 */
const FOREIGN = /\b(caretaker)\b/i;

/**
 * Text with its foreign words in italics, marked as English so that a
 * screen reader pronounces them as such; the rest stays as written.
 */
export function ForeignTerms({ children }: { children: string }): ReactNode {
  return markMatches(children, FOREIGN, (part, key) => (
    <i key={key} lang="en">
      {part}
    </i>
  ));
}
