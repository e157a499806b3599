import { describe, expect, it } from "vitest";
import { archiveYear, calendarSince, CALENDAR_RECENT_DAYS, ofYear, yearsOf } from "./archive.server";

const items = [
  { slug: "a", date: "2025-11-17" },
  { slug: "b", date: "2026-03-10" },
  { slug: "c", date: "2024-01-02" },
  { slug: "d", date: "2026-01-20" },
];

describe("the archive", () => {
  it("has one page a year, newest first", () => {
    expect(yearsOf(items)).toEqual(["2026", "2025", "2024"]);
    expect(ofYear(items, "2026").map(({ slug }) => slug)).toEqual(["b", "d"]);
    expect(archiveYear("/berita/arsip/2025")).toBe("2025");
    expect(archiveYear("/berita/arsip")).toBe("");
  });

  it(`lets the calendar reach back ${CALENDAR_RECENT_DAYS} days`, () => {
    expect(calendarSince("2026-03-14")).toBe("2025-12-14");
  });
});
