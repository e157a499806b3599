import { describe, expect, it } from "vitest";
import { loadContent } from "~/content/load";
import { FIXTURE } from "../../../tests/support/fixture-site.mjs";
import { branchFigures } from "./figures.server";

const content = loadContent(FIXTURE.contentDir);

describe("the branch in figures, one set for home and /tentang", () => {
  it("the branch's own figures first, then the komisariat and this year's events, counted", () => {
    const { figures, note } = branchFigures(content, FIXTURE.buildDay);
    const year = FIXTURE.buildDay.slice(0, 4);
    const events = content.events.filter((event) => event.date.startsWith(year)).length;
    expect(events).toBeGreaterThan(0);
    expect(figures).toEqual([
      ...content.home.figures,
      { value: String(content.branches.length), label: "Komisariat" },
      { value: String(events), label: `Kegiatan ${year}` },
    ]);
    expect(note).toBe(`${content.home.figuresNote} Komisariat dan kegiatan ${year}: dihitung dari situs ini.`);
  });

  it("says the branch's figures are samples while their row is open, not whose estimate they are", () => {
    const open = { ...content, toConfirm: [{ id: "angka", what: "Angka", where: "Beranda", confirmed: false }] };
    expect(branchFigures(open, FIXTURE.buildDay).note).toBe(
      `Anggota aktif dan alumni: angka contoh, belum dipastikan pengurus cabang. Komisariat dan kegiatan ${FIXTURE.buildDay.slice(0, 4)}: dihitung dari situs ini.`,
    );
  });

  it("a year with no events yet shows no zero", () => {
    const { figures, note } = branchFigures(content, "2031-01-01");
    expect(figures.map((figure) => figure.label)).not.toContain("Kegiatan 2031");
    expect(note).toMatch(/ Komisariat: dihitung dari situs ini\.$/);
  });
});
