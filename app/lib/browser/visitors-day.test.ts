import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepAgendaToToday } from "./visitors-day";

/** The agenda as prerendered on 2026-03-14: three shown, two more in its template. */
function agenda() {
  document.body.innerHTML = `
    <section data-agenda="2026-03-14" data-length="3">
      <ol><li data-date="2026-03-14">A</li><li data-date="2026-04-05">B</li><li data-date="2026-04-06">C</li></ol>
      <template><li data-date="2026-05-01">D</li><li data-date="2026-06-01">E</li></template>
      <p data-agenda-none hidden>Belum ada kegiatan terjadwal.</p>
    </section>`;
  const section = document.querySelector<HTMLElement>("[data-agenda]")!;
  keepAgendaToToday(section);
  const shown = () => [...section.querySelectorAll("ol > li")].map((item) => item.textContent);
  const none = section.querySelector<HTMLElement>("[data-agenda-none]")!;
  return { shown, none, list: section.querySelector("ol")! };
}

/** Eight in the morning in Wamena (UTC+9) on `day`. */
const morningOf = (day: string) => new Date(`${day}T08:00:00+09:00`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the home page's agenda on the visitor's day", () => {
  it("keeps the build day's three when it is still that day", () => {
    vi.setSystemTime(morningOf("2026-03-14"));
    expect(agenda().shown()).toEqual(["A", "B", "C"]);
  });

  it("drops what has passed and takes the next from its template", () => {
    vi.setSystemTime(morningOf("2026-04-06"));
    expect(agenda().shown()).toEqual(["C", "D", "E"]);
  });

  it("says so when nothing is left", () => {
    vi.setSystemTime(morningOf("2028-11-22"));
    const { shown, none, list } = agenda();
    expect(shown()).toEqual([]);
    expect(list.hidden).toBe(true);
    expect(none.hidden).toBe(false);
  });

  it("does not believe a clock set before the build day", () => {
    vi.setSystemTime(morningOf("2020-01-01"));
    expect(agenda().shown()).toEqual(["A", "B", "C"]);
  });

  it("moves on just after midnight in Wamena, for a page left open", () => {
    vi.setSystemTime(new Date("2026-04-05T23:30:00+09:00"));
    const { shown } = agenda();
    expect(shown()).toEqual(["B", "C", "D"]);
    vi.advanceTimersByTime(31 * 60 * 1000);
    expect(shown()).toEqual(["C", "D", "E"]);
  });
});
