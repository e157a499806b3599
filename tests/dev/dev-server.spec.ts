import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { eventSlugs, articleSlugs } from "../../app/content/load";
import { PATIENCE } from "../support/patience.mjs";
import { freePort } from "../support/ports.mjs";
import { collectErrors } from "../support/site";

// `npm run dev` shows every kind of page as the build does, directly and by
// a link, with the pages' own scripts (docs/decisions/0014: the development
// server renders any path a route matches, as the build's handler does).
let server: ChildProcess | undefined;
let origin = "";

test.beforeAll(async () => {
  test.setTimeout(3 * PATIENCE);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(
    "node_modules/.bin/react-router",
    ["dev", "--port", String(port), "--host", "127.0.0.1", "--strictPort"],
    {
      stdio: "ignore",
      env: { ...process.env, BASE_PATH: "/" },
    },
  );
  for (let start = Date.now(); Date.now() - start < 2 * PATIENCE;) {
    if (
      await fetch(origin).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the development server did not answer");
});
test.afterAll(() => void server?.kill());

// The last of each: a build prerenders only the first through React Router (react-router.config.ts).
const event = eventSlugs("content")
  .map((slug) => `/kegiatan/${slug}`)
  .at(-1);
const article = articleSlugs("content")
  .map((slug) => `/berita/${slug}`)
  .at(-1);

for (const path of ["/", "/kegiatan", "/berita", "/kontak", "/aturan", ...[event, article].filter(Boolean)]) {
  test(`${path} opens without an error`, async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto(origin + path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Terjadi kesalahan|tidak ditemukan/);
    expect(errors).toEqual([]);
  });
}

test("an event and an article open by a link, and the pages' scripts run", async ({ page }) => {
  test.skip(!event || !article, "the content has no event or no article to link to");
  const errors = collectErrors(page);
  await page.goto(`${origin}/kegiatan`);
  // /kegiatan's tabs are its script's.
  const past = page.getByRole("tab", { name: /^Telah Berlalu/ });
  await past.click();
  await expect(past).toHaveAttribute("aria-selected", "true");
  await page.locator('main a[href^="/kegiatan/"]:not([href*="/arsip/"]):visible').first().click();
  await expect(page).toHaveURL(/\/kegiatan\/[^/]+\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Terjadi kesalahan");

  await page.goto(`${origin}/berita`);
  await page.locator(`a[href="${article}"], a[href="${article}/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${article}/?$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Terjadi kesalahan");
  expect(errors).toEqual([]);
});
