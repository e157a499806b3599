import { describe, expect, it } from "vitest";
import { sameEventQuestion, sameEvents } from "./same-event";

const files = new Map([
  ["events/natal-uji.json", JSON.stringify({ title: "Natal Uji", date: "2026-12-19" })],
  ["events/natal-lain.json", JSON.stringify({ title: "Natal Uji", date: "2026-12-20" })],
  ["news/natal-uji.json", JSON.stringify({ title: "Natal Uji", date: "2026-12-19" })],
  ["events/rusak.json", "{"],
]);

describe("an event with the title and day of another", () => {
  it("is found, whatever its case, spaces and punctuation", () => {
    expect(sameEvents(files, "events/natal-uji-1.json", { title: "natal  UJI!", date: "2026-12-19" })).toEqual([
      "events/natal-uji.json",
    ]);
  });

  it("is not the event itself, nor one on another day, nor an article", () => {
    expect(sameEvents(files, "events/natal-uji.json", { title: "Natal Uji", date: "2026-12-19" })).toEqual([]);
    expect(sameEvents(files, "events/baru.json", { title: "Natal Uji", date: "2026-12-21" })).toEqual([]);
    expect(sameEvents(files, "events/baru.json", { title: "", date: "2026-12-19" })).toEqual([]);
  });

  it("is asked about in Indonesian, with the day written out", () => {
    expect(sameEventQuestion({ title: "Natal Uji", date: "2026-12-19" }, 1)).toBe(
      "Sudah ada kegiatan “Natal Uji” pada Sabtu, 19 Desember 2026. Bila disimpan, situs menampilkan dua kartu yang sama. Tetap simpan kegiatan ini?",
    );
  });
});
