import { expect, test } from "@playwright/test";
import { realSite } from "../support/site";
import { checkWording, menuEntries } from "../support/wording";

const site = realSite();

// Each kind of page's words are checked on its load in pages.spec.ts; here, the
// page a mistyped address shows, and the menu itself.
test('the 404 page: no Rp with a space, no lowercase "lembah Baliem", no English of the deny-list, no other day for GMKI\'s founding', async ({
  page,
}) => {
  await page.goto("/halaman-yang-tidak-ada");
  await checkWording(page, "/halaman-yang-tidak-ada");
});

test("the main menu leads to every page but the photo credits", async ({ page }) => {
  await page.goto("/");
  expect(new Set((await menuEntries(page)).map((entry) => entry.path))).toEqual(new Set(site.menuPages));
});
