/**
 * The words of every page's header stay readable over its drawn motif:
 * each line of the title, the introduction and the byline against the
 * picture behind it (tests/support/contrast.ts), at least 4.5:1, on a phone
 * and a wide screen. One page of each kind: each kind has its own motif.
 */
import { expect, test } from "@playwright/test";
import { lowestContrast, textLines } from "../support/contrast";
import { realSite } from "../support/site";

const site = realSite();

// The page's policy forbids inline styles; the test hides the words with one.
test.use({ bypassCSP: true });

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 740 : 900 } });
    for (const path of site.pageOfEachKind.filter((candidate) => candidate !== "/")) {
      test(`${path}: the header's words are at least 4.5:1 over its drawing`, async ({ page }) => {
        await page.goto(path);
        const header = page.locator("[data-page-header]");
        await expect
          .poll(() =>
            header
              .locator("img")
              .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
          )
          .toBe(true);
        const words = header.locator("[data-page-header-text]");
        const lines = await textLines(words.locator("h1, p, nav a, nav [aria-current]"));
        expect(lines.length).toBeGreaterThan(0);
        await words.evaluate((text) => (text.style.visibility = "hidden"));
        const faint: string[] = [];
        for (const { text, color, box } of lines) {
          const ratio = await lowestContrast(await page.screenshot({ clip: box }), color);
          if (ratio < 4.5) faint.push(`"${text}" ${ratio.toFixed(2)}:1`);
        }
        expect(faint).toEqual([]);
      });
    }
  });
}
