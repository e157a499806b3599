/**
 * The admin runs only on an origin of its own (issue 64, M3): served below
 * a folder of a shared host, as a GitHub Pages project site is
 * (`<owner>.github.io/<repo>/admin/`, the fixture's own address), it signs
 * no one in, says why in Indonesian, and forgets a sign-in kept there.
 * The fixture's build is served at that address from this machine.
 */
import { expect, test } from "@playwright/test";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { FIXTURE } from "../support/fixture-site.mjs";

const site = `${FIXTURE.siteOrigin}${FIXTURE.basePath}`;

test("on a GitHub Pages project path, the admin signs no one in and says why", async ({ page }) => {
  await page.route(/^https?:\/\//, async (route) => {
    const url = new URL(route.request().url());
    if (!url.href.startsWith(site)) throw new Error(`request outside the site: ${url.href}`);
    let file = join(FIXTURE.buildDir, "client", decodeURIComponent(url.pathname.slice(FIXTURE.basePath.length)));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    await route.fulfill(existsSync(file) ? { path: file } : { status: 404 });
  });
  // A sign-in kept on this origin before (by an admin that did not refuse yet).
  await page.goto(site);
  await page.evaluate(() => localStorage.setItem("decap-cms-user", '{"token":"gho_uji"}'));

  await page.goto(`${site}admin/`);
  await expect(page.getByRole("alert")).toHaveText(
    /^Admin tidak bisa dipakai di gmki-wamena\.github\.io\/gmki-wamena\/: alamat ini berbagi tempat penyimpanan dengan situs lain di gmki-wamena\.github\.io, .*domain sendiri/,
  );
  await expect(page.getByRole("button", { name: /Masuk/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("decap-cms-user"))).toBeNull();
});
