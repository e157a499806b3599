import { describe, expect, it } from "vitest";
import { assignFigures, drawnAsWoman } from "./figures";

describe("drawnAsWoman", () => {
  it("reads a first name as names go in the valley's churches", () => {
    for (const name of ["Yohana Elopere", "Natalia Wetipo", "Debora Yikwa", "Elisabeth Kossay", " ruth  Asso"])
      expect(drawnAsWoman(name), name).toBe(true);
    for (const name of [
      "Yulianus Wenda",
      "Petrus Hilapok",
      "Samuel Itlay",
      "Marthen Siep",
      "Kristian Asso",
      "Yosua Tabuni",
    ])
      expect(drawnAsWoman(name), name).toBe(false);
  });
});

describe("assignFigures", () => {
  const names = Array.from({ length: 40 }, (_, index) => `Petrus Orang${index}`).concat(
    Array.from({ length: 40 }, (_, index) => `Yohana Orang${index}`),
  );

  it("gives everyone a figure of their own, of their kind, while the kit has enough", () => {
    const figures = assignFigures(names);
    expect(figures.size).toBe(80);
    expect(new Set([...figures.values()].map((figure) => figure.id)).size).toBe(80);
    expect(figures.get("Yohana Orang3")!.woman).toBe(true);
    expect(figures.get("Petrus Orang3")!.woman).toBe(false);
  });

  it("follows from the names alone: the same whatever their order, a name spelt with spaces the same", () => {
    const forwards = assignFigures(names);
    const backwards = assignFigures([...names].reverse().map((name) => ` ${name} `));
    for (const name of names) expect(backwards.get(name)).toEqual(forwards.get(name));
  });

  it("keeps a person's figure when someone joins whose name asks for another", () => {
    const before = assignFigures(names.slice(0, 10));
    const after = assignFigures([...names.slice(0, 10), "Markus Baru"]);
    const moved = names.slice(0, 10).filter((name) => before.get(name)!.id !== after.get(name)!.id);
    expect(moved.length).toBeLessThanOrEqual(1);
  });
});
