import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepEventsToToday } from "./events-by-day";

/** An upcoming card as components/activities/event-card.tsx writes it. */
const coming = (day: string, title: string) => `
  <li class="lg:col-span-2"><article>
    <h3>${title}</h3><time datetime="${day}T08:00+09:00">${day}</time>
    <span data-past-text="10 peserta">Sekitar 10 orang</span>
    <div data-actions><a href="/kegiatan/${title}#daftar">Daftar</a><details><summary>Simpan ke Kalender</summary></details></div>
    <template data-past-links><p><a href="/kegiatan/${title}">Lihat Kegiatan</a></p></template>
  </article></li>`;
const past = (day: string, title: string) => `
  <li class="lg:col-span-2"><article>
    <h3>${title}</h3><time datetime="${day}T08:00+09:00">${day}</time><span>10 peserta</span>
    <p><a href="/kegiatan/${title}">Lihat Kegiatan</a></p>
  </article></li>`;

/** /kegiatan as prerendered on 2026-03-14, with `upcoming` and `passed` as [day, title]. */
function page(upcoming: [string, string][], passed: [string, string][]) {
  document.body.innerHTML = `
    <span data-count="coming">${upcoming.length}</span><span data-count="passed">${passed.length}</span>
    <div data-activities="2026-03-14">
      <div data-coming ${upcoming.length ? "" : "hidden"}><ul>${upcoming.map(([d, t]) => coming(d, t)).join("")}</ul></div>
      <p data-coming-none ${upcoming.length ? "hidden" : ""}>Belum ada kegiatan terjadwal.</p>
      <div data-passed ${passed.length ? "" : "hidden"}><ul>${passed.map(([d, t]) => past(d, t)).join("")}</ul></div>
      <p data-passed-none ${passed.length ? "hidden" : ""}>Belum ada kegiatan yang telah berlalu.</p>
    </div>`;
  // The counts are in the tabs, outside the lists' block.
  const root = document.querySelector<HTMLElement>("[data-activities]")!;
  root.prepend(...document.querySelectorAll("[data-count]"));
  keepEventsToToday(root);
  const titles = (selector: string) => [...document.querySelectorAll(`${selector} h3`)].map((h) => h.textContent);
  const shown = (selector: string) => !document.querySelector<HTMLElement>(selector)!.hidden;
  const count = (name: string) => document.querySelector(`[data-count="${name}"]`)!.textContent;
  return { titles, shown, count };
}

const morningOf = (day: string) => new Date(`${day}T08:00:00+09:00`);
const sample = (): Parameters<typeof page> => [
  [
    ["2026-03-14", "mapper"],
    ["2026-04-05", "paskah"],
    ["2026-05-16", "bakti"],
  ],
  [
    ["2026-01-17", "diskusi"],
    ["2025-12-13", "natal"],
  ],
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("/kegiatan's lists on the visitor's day", () => {
  it("stay as built on the build day, today's event still to come", () => {
    vi.setSystemTime(morningOf("2026-03-14"));
    const { titles, count } = page(...sample());
    expect(titles("[data-coming]")).toEqual(["mapper", "paskah", "bakti"]);
    expect(titles("[data-passed]")).toEqual(["diskusi", "natal"]);
    expect([count("coming"), count("passed")]).toEqual(["3", "2"]);
  });

  it("move what has passed to the top of the past, most recent first, as past cards", () => {
    vi.setSystemTime(morningOf("2026-04-06"));
    const { titles, count } = page(...sample());
    expect(titles("[data-coming]")).toEqual(["bakti"]);
    expect(titles("[data-passed]")).toEqual(["paskah", "mapper", "diskusi", "natal"]);
    expect([count("coming"), count("passed")]).toEqual(["1", "4"]);
    const paskah = [...document.querySelectorAll("[data-passed] article")][0]!;
    expect(paskah.textContent).toContain("10 peserta");
    expect(paskah.textContent).not.toContain("Sekitar");
    expect(paskah.textContent).toContain("Lihat Kegiatan");
    expect(paskah.textContent).not.toMatch(/Daftar|Simpan ke Kalender/);
    expect(paskah.querySelector("template")).toBeNull();
    // Placed again for their number: four on three columns end in two rows of two.
    const places = [...document.querySelectorAll("[data-passed] li")].map((li) => li.className);
    expect(places).toEqual(["lg:col-span-3", "lg:col-span-3", "lg:col-span-3", "lg:col-span-3"]);
    expect(document.querySelector("[data-coming] li")!.className).toBe("sm:col-span-2 lg:col-span-3");
  });

  it("say so when a list is empty", () => {
    vi.setSystemTime(morningOf("2028-11-22"));
    const { titles, shown, count } = page(...sample());
    expect(titles("[data-coming]")).toEqual([]);
    expect(shown("[data-coming]")).toBe(false);
    expect(shown("[data-coming-none]")).toBe(true);
    expect(count("coming")).toBe("0");
  });

  it("show the past once there is one, where the build had none", () => {
    vi.setSystemTime(morningOf("2026-03-15"));
    const { titles, shown } = page(sample()[0], []);
    expect(titles("[data-passed]")).toEqual(["mapper"]);
    expect(shown("[data-passed]")).toBe(true);
    expect(shown("[data-passed-none]")).toBe(false);
  });

  it("do not believe a clock set before the build day", () => {
    vi.setSystemTime(morningOf("2020-01-01"));
    expect(page(...sample()).titles("[data-coming]")).toEqual(["mapper", "paskah", "bakti"]);
  });

  it("move on just after midnight in Wamena, for a page left open", () => {
    vi.setSystemTime(new Date("2026-04-05T23:30:00+09:00"));
    const { titles } = page(...sample());
    expect(titles("[data-coming]")).toEqual(["paskah", "bakti"]);
    vi.advanceTimersByTime(31 * 60 * 1000);
    expect(titles("[data-coming]")).toEqual(["bakti"]);
    expect(titles("[data-passed]")).toEqual(["paskah", "mapper", "diskusi", "natal"]);
  });
});
