import { expect, test, type Page } from "@playwright/test";
import { waitForPage } from "../support/site";

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header stays at the top while scrolling", async ({ page }) => {
    await page.goto("/kontak");
    const header = page.getByRole("banner");
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
    await expect(header.getByRole("link", { name: /GMKI Cabang Wamena/ })).toBeInViewport();
  });

  test("a submenu works by keyboard: open, follow a link, Escape returns focus", async ({ page }) => {
    await page.goto("/kontak");
    await waitForPage(page);
    const nav = page.getByRole("navigation", { name: "Menu utama" });
    const trigger = nav.getByRole("button", { name: "Struktur" });
    const list = nav.locator("[data-submenu]", { has: page.getByRole("link", { name: "Struktur Organisasi" }) });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    // It hangs under its button.
    const [button, menu] = [(await trigger.boundingBox())!, (await list.boundingBox())!];
    expect(menu.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(Math.abs(menu.x - button.x)).toBeLessThan(menu.width);
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Struktur Organisasi" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Susunan Pengurus" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/struktur/bpc");
    // A new document: the keyboard starts at its top, the skip link first.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Langsung ke konten utama" })).toBeFocused();
    await expect(list).toBeHidden();
    await expect(nav.getByRole("link", { name: "Susunan Pengurus", includeHidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("a click outside closes a submenu, and one submenu opens at a time", async ({ page }) => {
    await page.goto("/kontak");
    await waitForPage(page);
    const nav = page.getByRole("navigation", { name: "Menu utama" });
    await nav.getByRole("button", { name: "Tentang" }).click();
    await expect(nav.getByRole("link", { name: "Pengurus Demisioner" })).toBeVisible();
    await nav.getByRole("button", { name: "Struktur" }).click();
    await expect(nav.getByRole("link", { name: "Pengurus Demisioner" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Struktur Organisasi" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(nav.getByRole("link", { name: "Struktur Organisasi" })).toBeHidden();
  });

  test("submenu links are real links in the HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const href of ["/tentang-bpc", "/tentang-demisioner", "/sejarah-gmki-wamena", "/struktur/bpc"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  test("the current page is marked in the menu", async ({ page }) => {
    await page.goto("/kegiatan");
    const nav = page.getByRole("navigation", { name: "Menu utama" });
    await expect(nav.getByRole("link", { name: "Kegiatan" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe("mobile, 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });
  const menuButton = (page: Page) => page.getByRole("button", { name: /^(Menu|Tutup) navigasi$/ });
  const panel = (page: Page) => page.getByRole("navigation", { name: "Menu utama" });

  test("the menu opens, closes with Escape, and keeps focus sensible", async ({ page }) => {
    await page.goto("/");
    await waitForPage(page);
    await expect(panel(page)).toBeHidden();
    // Its visible label turns from "Menu" into "Tutup" while open.
    const toggle = menuButton(page);
    await expect(toggle).toHaveAccessibleName("Menu navigasi");
    await toggle.click();
    await expect(panel(page)).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Tutup navigasi");
    // In the desktop menu's order, the groups folded in their places.
    await expect(panel(page).getByRole("link").first()).toHaveAccessibleName("Beranda");
    await expect(
      panel(page).locator(":scope > div > ul > li > a, :scope > div > ul > li > details > summary"),
    ).toHaveText(["Beranda", /^Tentang/, /^Struktur/, "Kegiatan", "Berita", "Aturan", "Kontak"]);
    await expect(panel(page).getByRole("link", { name: "Kontak" })).toBeInViewport();
    await expect(panel(page).getByRole("link", { name: "Pengurus Demisioner" })).toBeHidden();
    await panel(page).locator("summary", { hasText: "Tentang" }).click();
    await expect(panel(page).getByRole("link", { name: "Pengurus Demisioner" })).toBeVisible();
    // And at its end, a chat with the secretariat.
    await expect(panel(page).getByRole("link", { name: /^Kirim WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(page.locator("main")).toHaveAttribute("inert", "");
    // The page behind keeps still.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    // Tab runs through the menu, never into the page behind it.
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press("Tab");
      const inPage = await page.evaluate(() => document.activeElement?.closest("main, footer") !== null);
      expect(inPage).toBe(false);
    }

    // Escape from within the menu: closed, and focus back on its toggle.
    await toggle.click();
    await toggle.click();
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator("main")).not.toHaveAttribute("inert");
  });

  test("a tap outside the menu closes it", async ({ page }) => {
    await page.goto("/kontak");
    await waitForPage(page);
    await menuButton(page).click();
    await expect(panel(page)).toBeVisible();
    await page
      .getByRole("banner")
      .getByRole("link", { name: /GMKI Cabang Wamena/ })
      .hover();
    await page.mouse.down();
    await page.mouse.up();
    await expect(panel(page)).toBeHidden();
  });

  test("a group holding the current page starts unfolded", async ({ page }) => {
    await page.goto("/struktur/bpc");
    await waitForPage(page);
    await menuButton(page).click();
    await expect(panel(page).locator("details[open] summary")).toHaveText("Struktur");
    await expect(panel(page).getByRole("link", { name: "Susunan Pengurus" })).toHaveAttribute("aria-current", "page");
  });

  test("turning the tablet past the breakpoint closes the menu and frees the page", async ({ page }) => {
    await page.goto("/");
    await waitForPage(page);
    await menuButton(page).click();
    await expect(page.locator("main")).toHaveAttribute("inert", "");
    await page.setViewportSize({ width: 1280, height: 740 });
    await expect(page.locator("main")).not.toHaveAttribute("inert");
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // Back to a phone's width, the menu stays closed.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(panel(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAccessibleName("Menu navigasi");
  });

  test("the menu closes when a page is chosen", async ({ page }) => {
    await page.goto("/kontak");
    await waitForPage(page);
    await menuButton(page).click();
    await panel(page).getByRole("link", { name: "Aturan" }).click();
    await expect(page).toHaveURL("/aturan");
    await expect(panel(page)).toBeHidden();
    // A second page downloads no CSS: the stylesheet is the one the first page fetched, from the browser's cache.
    await page.waitForLoadState("load");
    const stylesheets = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\.css$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(stylesheets).toEqual([0]);
    // A new document: the keyboard starts at its top, the skip link first, and the page is not inert.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Langsung ke konten utama" })).toBeFocused();
    await expect(page.locator("main")).not.toHaveAttribute("inert", "");
  });
});

test.describe("the menus work from the first paint, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu opens and leads to a page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/tentang");
    await page.getByRole("button", { name: "Menu navigasi" }).click();
    const menu = page.getByRole("navigation", { name: "Menu utama" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Kegiatan" }).click();
    await expect(page).toHaveURL(/\/kegiatan\/?$/);
  });

  test("a desktop submenu opens and closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/tentang");
    const nav = page.getByRole("navigation", { name: "Menu utama" });
    await nav.getByRole("button", { name: "Tentang" }).click();
    await expect(nav.getByRole("link", { name: "Pengurus Demisioner" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Pengurus Demisioner" })).toBeHidden();
  });
});
