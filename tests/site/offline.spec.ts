import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { realSite, waitForHydration } from "../support/site";

const site = realSite();
const pagePaths = site.pages;

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

test.describe("offline on a host that redirects to the trailing slash, as GitHub Pages does", () => {
  let server: ChildProcess;
  let origin = "";

  test.beforeAll(async () => {
    const port = Number(process.env.E2E_PORT ?? 4321) + 7;
    server = spawn(process.execPath, ["scripts/tools/serve.mjs"], {
      env: { ...process.env, PORT: String(port), TRAILING_SLASH: "redirect" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve) => server.stdout!.once("data", () => resolve()));
    origin = `http://127.0.0.1:${port}${site.basePath.replace(/\/$/, "")}`;
  });
  test.afterAll(() => {
    server.kill();
  });

  test("the landing page and every page open offline as /p, /p/ and /p/index.html", async ({ page, context }) => {
    const landed = await page.goto(`${origin}/kontak`);
    expect(landed?.url(), "the host redirects").toBe(`${origin}/kontak/`);
    await waitForHydration(page);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    for (const address of ["/kontak/", "/kontak", "/kontak/index.html", "/berita/", "/struktur/bpc/"]) {
      const response = await page.goto(`${origin}${address}`);
      expect(response?.status(), address).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), address).not.toHaveText("Halaman belum tersimpan");
      await expect(page.getByRole("heading", { level: 1 }), address).toBeVisible();
    }
  });
});
