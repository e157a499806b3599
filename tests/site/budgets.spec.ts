import { expect, test } from "@playwright/test";
import { join } from "node:path";
import { BUDGETS, measurePage, overBudget } from "../support/budgets.mjs";
import { realSite, waitForHydration } from "../support/site";

const site = realSite();

test.describe("byte budgets of the built site", () => {
  test("every page: JS ≤ 126 KB, CSS ≤ 20 KB, HTML ≤ 30 KB (gzip), as Chromium downloads it", async ({
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

  test("home at 375 px downloads ≤ 157 KB until idle besides its one hero photo", async ({ browser }) => {
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
    const photoBytes = entries.filter((entry) => /\.(avif|webp|jpe?g)$/.test(entry.name));
    const withoutPhoto = total - photoBytes.reduce((sum, entry) => sum + entry.size, 0);
    console.log(`home at 375 px: ${total} B, ${withoutPhoto} B besides the photo`);
    // One photo, the first; its size is the secretary's choice, so the budget leaves it out.
    expect(photoBytes.map((entry) => heroFile.test(entry.name))).toEqual([true]);
    expect(withoutPhoto).toBeLessThanOrEqual(BUDGETS.homeBesidesPhoto);
  });
});

test.describe("the largest contentful paint", () => {
  test("photos in a phone's first screen load at once, the largest first", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of site.pages) {
      await page.goto(path);
      const photos = await page.locator("picture img").evaluateAll((images) =>
        images.map((image) => {
          const box = image.getBoundingClientRect();
          return {
            src: image.getAttribute("src"),
            inFirstScreen: box.bottom > 0 && box.top < window.innerHeight && box.width > 0,
            area: box.width * Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)),
            lazy: image.getAttribute("loading") === "lazy",
            high: image.getAttribute("fetchpriority") === "high",
          };
        }),
      );
      const first = photos.filter((photo) => photo.inFirstScreen).sort((a, b) => b.area - a.area);
      expect(
        first.filter((photo) => photo.lazy).map((photo) => photo.src),
        path,
      ).toEqual([]);
      if (first[0]) expect(first[0].high, `${path}: ${first[0].src}`).toBe(true);
      // Only one photo per page asks to come first.
      expect(photos.filter((photo) => photo.high).length, path).toBeLessThanOrEqual(1);
    }
    await context.close();
  });
});
