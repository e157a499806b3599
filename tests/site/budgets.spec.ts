import { expect, test } from "@playwright/test";
import { join } from "node:path";
import { BUDGETS, measurePage, overBudget } from "../support/budgets.mjs";
import { realSite, waitForHydration } from "../support/site";

const site = realSite();

test.describe("byte budgets of the built site", () => {
  test("every page: JS ≤ 128 KB, CSS ≤ 20 KB, HTML ≤ 30 KB (gzip), as Chromium downloads it", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const where = { origin: baseURL!, clientDir: join("build", "client"), basePath: site.basePath };
    const weights = [];
    for (const path of site.pages) weights.push(await measurePage(browser, where, path));
    console.log(
      weights
        .map(
          ({ page, js, css, html, scripts }) =>
            `${page.padEnd(30)} JS ${js} (${scripts.length} files) CSS ${css} HTML ${html}`,
        )
        .join("\n"),
    );
    expect(weights.flatMap(overBudget)).toEqual([]);
  });

  test("home at 375 px downloads ≤ 250 KB until idle, first hero photo included", async ({ browser }) => {
    const { home, photos } = site.content;
    const first = photos.find((photo) => photo.id === home.heroPhotos[0])!;
    const heroFile = new RegExp(`/${first.file.replace(/\.jpe?g$/, "")}-[\\w-]+\\.avif$`);
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const entries = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return [navigation, ...resources].map((entry) => ({ name: entry.name, size: entry.transferSize }));
    });
    await context.close();
    const total = entries.reduce((sum, entry) => sum + entry.size, 0);
    console.log(`home at 375 px: ${total} B`);
    expect(entries.some((entry) => heroFile.test(entry.name))).toBe(true);
    expect(total).toBeLessThanOrEqual(BUDGETS.homeTotal);
  });
});
