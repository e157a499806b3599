import { expect, test } from "@playwright/test";
import { collectErrors, pagePaths, waitForHydration } from "./site";

test.describe("every page", () => {
  for (const path of pagePaths) {
    test(`${path} is prerendered, answers 200 and hydrates without errors`, async ({ page, request }) => {
      // The HTML as delivered, before any JavaScript runs.
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="id">/);
      expect(html.match(/<h1[\s>]/g), "exactly one <h1> in the HTML").toHaveLength(1);
      expect(html).toMatch(/<title>[^<]+ \| GMKI Cabang Wamena<\/title>/);

      const errors = collectErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("main")).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test("each page has its own title", async ({ request }) => {
    const titles = await Promise.all(
      pagePaths.map(async (path) => (await (await request.get(path)).text()).match(/<title>([^<]*)<\/title>/)?.[1]),
    );
    expect(new Set(titles).size).toBe(pagePaths.length);
  });
});

test.describe("unknown paths", () => {
  test("answer 404 with an Indonesian page and a way home", async ({ page }) => {
    const response = await page.goto("/halaman-yang-tidak-ada");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a mistyped link inside the site shows the same page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/berita-lama");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
  });
});
