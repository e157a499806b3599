import { describe, expect, it } from "vitest";
import { dateParts, formatDate, formatLongDate, formatTimeRange, toDateTime, witDay } from "./format";
import { past, upcoming } from "./upcoming";

describe("dates in Indonesian", () => {
  it("writes a day in full", () => {
    expect(formatLongDate("2026-03-14")).toBe("Sabtu, 14 Maret 2026");
    expect(formatLongDate("2027-02-23")).toBe("Selasa, 23 Februari 2027");
    expect(formatDate("1950-02-09")).toBe("9 Februari 1950");
  });

  it("gives day and short month for a calendar badge", () => {
    expect(dateParts("2026-12-12")).toEqual({ day: "12", month: "Des" });
  });

  it("writes times in WIT with a dot", () => {
    expect(formatTimeRange("08.00", "17.00")).toBe("08.00–17.00 WIT");
    expect(formatTimeRange("18.00")).toBe("18.00 WIT");
  });

  it("gives machine-readable date-times in WIT (+09:00)", () => {
    expect(toDateTime("2026-12-12", "17.00")).toBe("2026-12-12T17:00+09:00");
    expect(toDateTime("2026-12-12")).toBe("2026-12-12");
  });

  it("knows the day in Wamena, nine hours ahead of UTC", () => {
    expect(witDay(new Date("2026-11-21T14:59:00Z"))).toBe("2026-11-21");
    expect(witDay(new Date("2026-11-21T15:00:00Z"))).toBe("2026-11-22");
  });
});

describe("upcoming and past events", () => {
  const events = [
    { date: "2026-11-07", title: "lalu" },
    { date: "2026-12-12", title: "natal" },
    { date: "2026-11-22", title: "hari ini" },
    { date: "2026-08-15", title: "lama" },
  ];

  it("counts today's events as upcoming, soonest first", () => {
    expect(upcoming(events, "2026-11-22").map((event) => event.title)).toEqual(["hari ini", "natal"]);
  });

  it("lists past events most recent first", () => {
    expect(past(events, "2026-11-22").map((event) => event.title)).toEqual(["lalu", "lama"]);
  });
});
