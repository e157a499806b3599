import type { ReactNode } from "react";

/**
 * A text with the parts a pattern finds wrapped by `mark`, the rest passed
 * to `plain` (left as written by default). The pattern has one capturing
 * group around the part to mark.
 */
export function markMatches(
  text: string,
  pattern: RegExp,
  mark: (part: string, key: number) => ReactNode,
  plain: (part: string, key: number) => ReactNode = (part) => part,
): ReactNode {
  const parts = text.split(pattern);
  if (parts.length === 1) return plain(text, 0);
  return parts.map((part, index) => (index % 2 === 1 ? mark(part, index) : plain(part, index)));
}
