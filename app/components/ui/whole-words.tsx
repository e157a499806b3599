import type { ReactNode } from "react";
import { markMatches } from "./mark-matches";

/** A word joined by a hyphen or dash: "kampus-kampus", "ke-77", "UNIBA–UNAIM". */
const JOINED = /([\p{L}\p{N}]+(?:[-–][\p{L}\p{N}]+)+)/u;

/**
 * Text whose joined words never break at their hyphen: a heading wraps
 * before "kampus-kampus", not inside it. The text stays as written, for
 * search and copying; only the line breaking changes.
 */
export function WholeWords({ children }: { children: string }): ReactNode {
  return markMatches(children, JOINED, (part, key) => (
    <span key={key} className="whitespace-nowrap">
      {part}
    </span>
  ));
}
