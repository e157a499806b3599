import type { ReactNode } from "react";
import { marked } from "../ui/marked";
import { markForeign } from "../../lib/text/foreign-words";

/**
 * Text with its foreign words (foreign-words.ts) in italics, marked with
 * their language so that a screen reader pronounces them as such; the rest
 * stays as written. For pages without React only: on a page with React, the
 * loader marks the text (lib/text/foreign-words.server.ts) and `marked`
 * shows it, so the page's script need not carry the word list. Both ways
 * are the one marking and the one `marked`.
 */
export function ForeignTerms({ children }: { children: string }): ReactNode {
  return marked(markForeign(children));
}
