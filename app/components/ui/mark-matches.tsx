import type { ReactNode } from "react";

/**
 * A text with the parts a pattern finds wrapped by `mark`, the rest left as
 * written. The pattern has one capturing group around the part to mark.
 */
export function markMatches(text: string, pattern: RegExp, mark: (part: string, key: number) => ReactNode): ReactNode {
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (index % 2 === 1 ? mark(part, index) : part));
}
