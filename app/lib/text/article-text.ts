/**
 * The little markup an article's paragraphs and list items may hold, as
 * the secretary writes it in the admin: **tebal**, _miring_ (or *miring*)
 * and [tautan](https://…). Read by marked's inline lexer at build and
 * turned into plain spans: nothing else of markdown, and never HTML, which
 * stays text, so no content can put a script or a stray tag in a page.
 */
import { Lexer, type Token } from "marked";

/** A run of an article's text. */
export type TextRun =
  | { kind: "text"; text: string }
  | { kind: "strong" | "em"; runs: TextRun[] }
  | { kind: "link"; href: string; runs: TextRun[] };

/**
 * Links may lead to web pages, e-mail, WhatsApp, or a page of this site.
 * Nothing the address parser would drop or turn into a slash (tabs, line
 * breaks, a backslash) is taken: "/⇥/situs-lain.test" opens another site.
 */
const safeHref = (href: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  !/[\u0000-\u0020\u007f\\]/.test(href) && /^(https:\/\/|mailto:|\/[^/])/.test(href);

function runsOf(tokens: readonly Token[]): TextRun[] {
  const runs: TextRun[] = [];
  const push = (run: TextRun) => {
    const last = runs.at(-1);
    if (run.kind === "text" && last?.kind === "text") last.text += run.text;
    else runs.push(run);
  };
  for (const token of tokens) {
    const inner =
      "tokens" in token && token.tokens ? runsOf(token.tokens) : [{ kind: "text" as const, text: token.raw }];
    switch (token.type) {
      case "strong":
      case "em":
        push({ kind: token.type, runs: inner });
        break;
      case "link":
        if (safeHref(token.href)) push({ kind: "link", href: token.href, runs: inner });
        else for (const run of inner) push(run);
        break;
      case "text":
      case "escape":
        // `text` is marked's, with entities such as &amp; decoded back to what was written.
        push({ kind: "text", text: decode(token.text) });
        break;
      default:
        // HTML, code spans, anything else: the characters as written.
        push({ kind: "text", text: token.raw });
    }
  }
  return runs;
}

/** marked escapes &, <, >, " and ' in text tokens; the page escapes them itself. */
const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name] ?? "",
  );

/** A paragraph's or list item's text as runs. */
export function articleText(source: string): TextRun[] {
  return runsOf(Lexer.lexInline(source.trim()));
}

/** The runs as plain text (for descriptions and the feed's summary). */
export function plainText(runs: readonly TextRun[]): string {
  return runs.map((run) => (run.kind === "text" ? run.text : plainText(run.runs))).join("");
}
