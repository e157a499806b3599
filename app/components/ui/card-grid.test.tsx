import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardGrid } from "./card-grid";

/** The columns each card takes on two- and three-column screens, as the grid lays them out. */
function layout(count: number, columns: 2 | 3 = 3) {
  render(
    <CardGrid columns={columns}>
      {Array.from({ length: count }, (_, index) => (
        <p key={index}>Kartu {index + 1}</p>
      ))}
    </CardGrid>,
  );
  return screen.getAllByRole("listitem").map((item) => ({
    onTwo: item.classList.contains("sm:col-span-2") ? 2 : 1,
    onThree: item.classList.contains("lg:col-span-3") ? 3 : 2,
  }));
}

/** Rows of a grid `width` wide, filled in order by cards `spans` wide. */
function rows(spans: number[], width: number): number[][] {
  const result: number[][] = [];
  let row: number[] = [];
  let used = 0;
  for (const span of spans) {
    if (used + span > width) {
      result.push(row);
      row = [];
      used = 0;
    }
    row.push(span);
    used += span;
  }
  return [...result, row];
}

describe("CardGrid", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])("leaves no card alone on a last row beside empty space: %i cards", (count) => {
    const cards = layout(count);
    // Two columns: every row is full (an odd last card takes the row).
    for (const row of rows(
      cards.map((card) => card.onTwo),
      2,
    ))
      expect(row.reduce((a, b) => a + b)).toBe(2);
    // Three columns on a six-column track: every row is full, and a row holds at least two cards but for one card in all.
    for (const row of rows(
      cards.map((card) => card.onThree),
      6,
    )) {
      expect(row.reduce((a, b) => a + b)).toBe(count === 1 ? 3 : 6);
      if (count > 1) expect(row.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("is a list, one item per card", () => {
    layout(4, 2);
    expect(screen.getByRole("list")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });
});
