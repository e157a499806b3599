import { describe, expect, it } from "vitest";
import { wordingSlips } from "./wording";

const found = (text: string) => wordingSlips(text).map((slip) => slip.found);

describe("wordingSlips", () => {
  it("finds a space after Rp, lowercase lembah Baliem and 1x24 jam", () => {
    expect(found("Iuran Rp 25.000 dan Rp. 10.000")).toEqual(["Rp 2", "Rp. 1"]);
    expect(found("kampung di lembah Baliem")).toEqual(["lembah Baliem"]);
    expect(found("dibalas dalam 1x24 jam")).toEqual(["1x24 jam"]);
  });

  it("accepts the right forms", () => {
    expect(found("Iuran Rp25.000 di Lembah Baliem, dibalas dalam 1 × 24 jam.")).toEqual([]);
  });

  it("finds English words of a small list, whole words only, and says what to use", () => {
    expect(wordingSlips("Chat WhatsApp atau kirim e-mail")).toEqual([
      { found: "Chat", fix: '"Chat" adalah kata bahasa Inggris; pakai "pesan atau obrolan"' },
      { found: "e-mail", fix: '"e-mail" adalah kata bahasa Inggris; pakai "surel"' },
    ]);
    expect(found("sekretariat@gmkiwamena.org, OpenStreetMap, Slideshow, e-mailnya")).toEqual([]);
  });
});
