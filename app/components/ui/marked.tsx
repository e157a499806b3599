import type { ReactNode } from "react";
import type { MarkedText } from "~/lib/text/marked-text";

/**
 * A text marked at build (lib/text/foreign-words.server.ts) as the page
 * shows it: each foreign word in italics with its language, so a screen
 * reader pronounces it as such; `plain` shapes the rest (as written by
 * default). The word list stays on the server: pages with React carry only this.
 */
export function marked(text: MarkedText, plain: (part: string, key: number) => ReactNode = (part) => part): ReactNode {
  return typeof text === "string"
    ? plain(text, 0)
    : text.map((part, key) =>
        typeof part === "string" ? (
          plain(part, key)
        ) : (
          <i key={key} lang={part[1]}>
            {part[0]}
          </i>
        ),
      );
}
