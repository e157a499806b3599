import { expect, test, type Page } from "@playwright/test";
import { realSite, waitForHydration } from "../support/site";

const pagePaths = realSite().pages;

/** Waits until the service worker has installed and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
}

test.describe("offline after one visit", () => {
  test("every page opens with the network cut", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    for (const path of pagePaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
  });

  test("moving between pages works offline, and the map explains itself", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);

    await page.goto("/berita");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontak" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kontak" })).toBeVisible();
    await page.getByRole("button", { name: "Tampilkan Peta" }).click();
    await expect(page.getByRole("status")).toContainText("luring");
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("a page never saved says the visitor is offline", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto("/halaman-yang-tidak-pernah-ada");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Halaman belum tersimpan");
  });
});
