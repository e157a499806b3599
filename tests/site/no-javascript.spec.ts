import { expect, test } from "@playwright/test";
import { firstScreenChanges } from "../support/first-screen";
import { realSite } from "../support/site";

const site = realSite();
// One page of each kind: pages of a kind share their code; every page's HTML is read by pages.spec.ts.
const pagePaths = site.pageOfEachKind;

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pagePaths) {
    test(`${path} shows its content and the way to every page; its first screen is painted before its stylesheet arrives as it is after`, async ({
      page,
    }) => {
      // Its first screen comes with the page, its styles in <head> (scripts/build/critical-css.mjs).
      expect(await firstScreenChanges(page, path)).toEqual([]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const main = page.getByRole("main");
      expect((await main.innerText()).length).toBeGreaterThan(200);
      // The footer leads to every page of the menus: the menu without
      // JavaScript (its groups fold on phones, into <details> that open
      // without it too), the photo credits too.
      const footer = page.getByRole("contentinfo");
      for (const href of [...site.menuPages, "/kredit-foto"]) {
        await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
    });
  }

  // The header's menus are popovers and open without JavaScript
  // (navigation.spec.ts). Browsers without popovers get what pages had
  // without JavaScript before: a link to the footer's full menu, and
  // submenus that open on hover and focus.
  test("on a phone, the footer's full menu is one link away for browsers without popovers", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/tentang");
    const fallback = page.getByRole("banner").getByRole("link", { name: "Menu", includeHidden: true });
    await expect(fallback).toHaveAttribute("href", "#menu-situs");
    await expect(fallback).toBeHidden();
    await expect(page.locator("#menu-situs")).toHaveCount(1);
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    const css = await (await request.get(stylesheet!)).text();
    const fallbackRules = css.slice(css.indexOf("@supports not selector(:popover-open)"));
    expect(fallbackRules).toMatch(/^@supports not selector\(:popover-open\)\{/);
    expect(fallbackRules).toMatch(/\[data-menu-fallback\]\{display:flex\}/);
    expect(fallbackRules).toMatch(/li:hover>\[data-submenu\]/);
  });

  test("rules sections open natively", async ({ page }) => {
    await page.goto("/aturan");
    const section = page.locator("main details").first();
    await section.locator("summary").click();
    await expect(section.locator("li").first()).toBeVisible();
  });

  test("the contact form, which needs a script to hand a message over faithfully, gives way to the addresses to write to", async ({
    page,
  }) => {
    await page.goto("/kontak");
    await expect(page.getByLabel("Pesan", { exact: true })).toBeHidden();
    await expect(page.getByRole("button", { name: "Kirim lewat WhatsApp" })).toBeHidden();
    const note = page.getByText("Formulir ini belum dapat dipakai di peramban Anda");
    await expect(note).toBeVisible();
    await expect(note.getByRole("link", { name: site.content.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.content.contact.email}`,
    );
    await expect(note.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
  });

  test("the home page shows its first photo and hides carousel controls that need JavaScript", async ({ page }) => {
    const { home, photos } = site.content;
    const first = photos.find((photo) => photo.id === home.heroPhotos[0]!.photo)!;
    await page.goto("/");
    await expect(page.getByRole("img", { name: first.alt, exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Jeda" })).toBeHidden();
  });
});
