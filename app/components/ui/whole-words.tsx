import type { ReactNode } from "react";

/** A word joined by a hyphen or dash: "kampus-kampus", "ke-77", "UNIBA–UNAIM". */
const JOINED = /([\p{L}\p{N}]+(?:[-–][\p{L}\p{N}]+)+)/u;

/**
 * Text whose joined words never break at their hyphen: a heading wraps
 * before "kampus-kampus", not inside it. The text stays as written, for
 * search and copying; only the line breaking changes.
 */
export function WholeWords({ children }: { children: string }): ReactNode {
  const parts = children.split(JOINED);
  if (parts.length === 1) return children;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
