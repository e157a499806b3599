import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./site";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Runs axe on the page as it is now; fails with a readable list of what it found. */
export async function expectNoViolations(page: Page, state: string): Promise<void> {
  // Legacy mode runs axe in the page itself; the default opens a second
  // blank page to merge frames' results, a second or more per run on a busy
  // machine. Our pages have no frames when tested (the map loads on demand).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} – ${violation.help}`,
    ),
  );
  expect(found, `axe on ${state}`).toEqual([]);
}

/** Opens a page on a phone and on a wide screen, hydrated, and runs axe at each width. */
export async function expectNoViolationsAtBothWidths(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(path);
  await waitForHydration(page);
  await expectNoViolations(page, `${path} at 375 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoViolations(page, `${path} at 1280 px`);
}
