import { describe, expect, it } from "vitest";
import { articleText, plainText } from "./article-text";

describe("articleText", () => {
  it("reads bold, italics and links, and nothing else of markdown", () => {
    expect(
      articleText("Ada **tebal**, _miring_, *juga miring* dan [tautan](https://gmkiwamena.org/kegiatan)."),
    ).toEqual([
      { kind: "text", text: "Ada " },
      { kind: "strong", runs: [{ kind: "text", text: "tebal" }] },
      { kind: "text", text: ", " },
      { kind: "em", runs: [{ kind: "text", text: "miring" }] },
      { kind: "text", text: ", " },
      { kind: "em", runs: [{ kind: "text", text: "juga miring" }] },
      { kind: "text", text: " dan " },
      { kind: "link", href: "https://gmkiwamena.org/kegiatan", runs: [{ kind: "text", text: "tautan" }] },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps HTML as the characters written, never as markup", () => {
    const runs = articleText('Teks <script>alert(1)</script> & <b onclick="x">tebal</b> "kutip"');
    expect(runs.every((run) => run.kind === "text")).toBe(true);
    expect(plainText(runs)).toBe('Teks <script>alert(1)</script> & <b onclick="x">tebal</b> "kutip"');
  });

  it("links only to web pages, e-mail and pages of this site", () => {
    expect(articleText("[a](javascript:alert(1))")).toEqual([{ kind: "text", text: "a" }]);
    expect(articleText("[a](//situs-lain.test)")).toEqual([{ kind: "text", text: "a" }]);
    expect(articleText("[a](/kegiatan)")).toEqual([
      { kind: "link", href: "/kegiatan", runs: [{ kind: "text", text: "a" }] },
    ]);
    expect(articleText("[a](mailto:x@y.id)")[0]).toMatchObject({ kind: "link", href: "mailto:x@y.id" });
  });

  it("never takes an address the browser would read as another site's: a tab, a line break or a backslash after the slash", () => {
    for (const source of [
      "[x](</\t/situs-lain.test/p>)",
      "[x](</\n/situs-lain.test/p>)",
      "[x](/\\situs-lain.test/p)",
      "[x](<https://situs.test/a\tb>)",
    ]) {
      // Text, never a link: the browser would open another site as if it were a page of this one.
      expect(
        articleText(source).map((run) => run.kind),
        JSON.stringify(source),
      ).toEqual(["text"]);
    }
  });
});
