import { expect, test } from "@playwright/test";
import { BUDGETS, measurePages, overBudget } from "../../scripts/budgets.mjs";
import { waitForHydration } from "./site";

test.describe("byte budgets of the built site", () => {
  test("every page: JS ≤ 125 KB, CSS ≤ 20 KB, HTML ≤ 30 KB (gzip)", async () => {
    const pages = await measurePages("build/client");
    expect(pages.length).toBeGreaterThanOrEqual(15);
    console.log(
      pages.map(({ page, js, css, html }) => `${page.padEnd(30)} JS ${js} CSS ${css} HTML ${html}`).join("\n"),
    );
    expect(pages.flatMap(overBudget)).toEqual([]);
  });

  test("home at 375 px downloads ≤ 250 KB until idle, first hero photo included", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const { total, heroPhoto } = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        total: navigation.transferSize + resources.reduce((sum, entry) => sum + entry.transferSize, 0),
        heroPhoto: resources.some((entry) => /sunset-hills-enlightenment-[\w-]+\.avif$/.test(entry.name)),
      };
    });
    await context.close();
    console.log(`home at 375 px: ${total} B`);
    expect(heroPhoto).toBe(true);
    expect(total).toBeLessThanOrEqual(BUDGETS.homeTotal);
  });
});
