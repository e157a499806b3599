import { describe, expect, it } from "vitest";
import { markForeign, markedTitles } from "./foreign-words.server";

describe("markForeign", () => {
  it("marks each foreign word with its language, whatever its case", () => {
    expect(markForeign("Dies Natalis ke-77 GMKI")).toEqual(["", ["Dies Natalis", "la"], " ke-77 GMKI"]);
    expect(markForeign("Ketua Caretaker, semboyan ut omnes unum sint")).toEqual([
      "Ketua ",
      ["Caretaker", "en"],
      ", semboyan ",
      ["ut omnes unum sint", "la"],
      "",
    ]);
  });

  it("leaves a text without one as it is, and words that only contain one", () => {
    expect(markForeign("Para caretakers dan pengurus tetap")).toBe("Para caretakers dan pengurus tetap");
  });
});

describe("markedTitles", () => {
  it("carries only the titles with a foreign word, by slug", () => {
    expect(
      markedTitles([
        { slug: "dies-natalis-77", title: "Dies Natalis ke-77 GMKI" },
        { slug: "mapper-2027", title: "MAPPER 2027" },
      ]),
    ).toEqual({ "dies-natalis-77": ["", ["Dies Natalis", "la"], " ke-77 GMKI"] });
  });
});
