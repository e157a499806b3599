import { describe, expect, it } from "vitest";
import { loadContent } from "~/content/load";
import { samplesOf } from "~/content/samples";
import { FIXTURE } from "../../../tests/support/fixture-site.mjs";
import { branchFigures } from "./figures.server";

const content = loadContent(FIXTURE.contentDir);
const confirmed = samplesOf({
  ...content,
  toConfirm: content.toConfirm.map((row) => ({ ...row, confirmed: true })),
});

describe("the branch in figures, one set for home and /tentang", () => {
  it("the branch's own figures first, then the komisariat and this year's events, counted", () => {
    const { figures, note } = branchFigures(content, FIXTURE.buildDay, confirmed);
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

  it("leaves out whose estimate they are while their row is open: the page says they are samples", () => {
    const open = samplesOf({
      ...content,
      toConfirm: [{ what: "Angka", where: "Beranda", covers: ["home.json#figures"], confirmed: false }],
    });
    expect(branchFigures(content, FIXTURE.buildDay, open).note).toBe(
      `Komisariat dan kegiatan ${FIXTURE.buildDay.slice(0, 4)}: dihitung dari situs ini.`,
    );
  });

  it("a year with no events yet shows no zero", () => {
    const { figures, note } = branchFigures(content, "2031-01-01", confirmed);
    expect(figures.map((figure) => figure.label)).not.toContain("Kegiatan 2031");
    expect(note).toMatch(/ Komisariat: dihitung dari situs ini\.$/);
  });
});
