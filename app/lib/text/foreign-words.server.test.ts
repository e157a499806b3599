import { describe, expect, it } from "vitest";
import { markForeign, markedFields } from "./foreign-words.server";

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

describe("markedFields", () => {
  it("carries only the fields with a foreign word, of the entries that have one, by slug", () => {
    expect(
      markedFields(
        [
          { slug: "dies-natalis-77", title: "Dies Natalis ke-77 GMKI", description: "Ibadah syukur bersama." },
          { slug: "mapper-2027", title: "MAPPER 2027", description: "Menyambut Dies Natalis GMKI." },
          { slug: "ibadah", title: "Ibadah", description: "Ibadah mingguan." },
        ],
        ["title", "description"],
      ),
    ).toEqual({
      "dies-natalis-77": { title: ["", ["Dies Natalis", "la"], " ke-77 GMKI"] },
      "mapper-2027": { description: ["Menyambut ", ["Dies Natalis", "la"], " GMKI."] },
    });
  });

  it("keys entries without a slug as it is told", () => {
    expect(
      markedFields([{ title: "Ibadah" }, { title: "Rapat caretaker" }], ["title"], (_, index) => `${index}`),
    ).toEqual({ "1": { title: ["Rapat ", ["caretaker", "en"], ""] } });
  });
});
