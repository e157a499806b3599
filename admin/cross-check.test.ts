import { describe, expect, it } from "vitest";
import { orderedLike } from "./cross-check";

describe("a save keeps each file's key order", () => {
  it("orders keys as the file had them, all the way down; new keys after", () => {
    const saved = {
      title: "Natal",
      date: "2026-12-19",
      startTime: "17.00",
      gallery: [{ image: "a.jpg", caption: "A" }],
      meeting: { schedule: "Kamis", place: "Aula" },
    };
    // As Decap's maps give it back: another order, one key new, one list item new.
    const changed = {
      meeting: { place: "Aula Baru", schedule: "Kamis" },
      gallery: [
        { caption: "A", image: "a.jpg" },
        { caption: "B", image: "b.jpg" },
      ],
      endTime: "19.00",
      startTime: "17.00",
      date: "2026-12-19",
      title: "Natal",
    };
    const ordered = orderedLike(changed, saved);
    expect(JSON.stringify(ordered)).toBe(
      JSON.stringify({
        title: "Natal",
        date: "2026-12-19",
        startTime: "17.00",
        gallery: [
          { image: "a.jpg", caption: "A" },
          { image: "b.jpg", caption: "B" },
        ],
        meeting: { schedule: "Kamis", place: "Aula Baru" },
        endTime: "19.00",
      }),
    );
  });
});
