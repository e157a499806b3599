import type { ReactNode } from "react";

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
  const parts = children.split(FOREIGN);
  if (parts.length === 1) return children;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <i key={index} lang="en">
        {part}
      </i>
    ) : (
      part
    ),
  );
}
