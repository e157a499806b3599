/**
 * The words of every page's header stay readable over its drawn motif:
 * each line of the title, the introduction and the byline against the
 * picture behind it (tests/support/contrast.ts), at least 4.5:1, on a phone
 * and a wide screen. One page for each drawing (an event's is its kind's or
 * its scene's): the one with the longest title, whose words reach furthest
 * towards the drawing.
 */
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { lowestContrast, textLines } from "../support/contrast";
import { realSite, textOf } from "../support/site";

const site = realSite();
const longestTitleByDrawing = new Map<string, { path: string; title: number }>();
for (const path of site.pages) {
  const html = readFileSync(join("build/client", path, "index.html"), "utf8");
  const drawing = /<img [^>]*class="[^"]*\bheader-art\b[^>]*>/.exec(html)?.[0].match(/src="([^"]+)"/)?.[1];
  const title = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "").length;
  if (drawing && title > (longestTitleByDrawing.get(drawing)?.title ?? -1))
    longestTitleByDrawing.set(drawing, { path, title });
}
const pages = [...longestTitleByDrawing.values()].map(({ path }) => path);

// The page's policy forbids inline styles; the test hides the words with one.
test.use({ bypassCSP: true });

test("a page for every drawing", () => expect(pages.length).toBeGreaterThan(5));

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 740 : 900 } });
    for (const path of pages) {
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
