import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { waitForPage } from "./site";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Runs axe on the page as it is now; fails with a readable list of what it found. */
export async function expectNoViolations(page: Page, state: string): Promise<void> {
  // A toast or a menu fading in would be measured half-transparent: axe
  // reads the page once its animations have run (none of ours repeat).
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
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

/** The widths every page is checked at: a phone and a wide screen. */
export const AXE_WIDTHS = [375, 1280] as const;

/** Opens a page at `width`, once its scripts have run, and runs axe on it. */
export async function expectNoViolationsAt(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 1024 ? 740 : 900 });
  await page.goto(path);
  await waitForPage(page);
  await expectNoViolations(page, `${path} at ${width} px`);
}
