/**
 * Where the card `index` of `count` sits in a CardGrid
 * (components/ui/card-grid.tsx): never alone on the last row. Two columns
 * from 40rem: an odd last card takes the whole row. Three columns from
 * 64rem, on a six-column track: a last row of one becomes two rows of two
 * (3…3 2 2), a last row of two shares the width (3…3 2). Apart from the
 * component, so that /kegiatan's script places the cards it moves
 * (lib/browser/events-by-day.ts) as the component placed them.
 */
export function placement(index: number, count: number, columns: 2 | 3): string {
  const fromEnd = count - index;
  const wideOnTwo = count % 2 === 1 && fromEnd === 1 ? "sm:col-span-2" : "";
  if (columns === 2) return wideOnTwo;
  const rest = count % 3;
  const halfOnThree = (rest === 1 && fromEnd <= 4) || (rest === 2 && fromEnd <= 2);
  return [wideOnTwo, halfOnThree ? "lg:col-span-3" : "lg:col-span-2"].filter(Boolean).join(" ");
}

/** Every class `placement` gives. */
export const PLACEMENTS = ["sm:col-span-2", "lg:col-span-2", "lg:col-span-3"];
