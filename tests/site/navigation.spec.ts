import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/site";

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
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Menu utama" });
    const trigger = nav.getByRole("button", { name: "Struktur" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Struktur Organisasi" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Susunan Pengurus" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/struktur/bpc");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Susunan Pengurus", includeHidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
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

  test("the menu opens, closes with Escape, and keeps focus sensible", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Menu utama" })).toBeHidden();
    // Its visible label turns from "Menu" into "Tutup" while open.
    const toggle = page.getByRole("button", { name: /^(Menu|Tutup) navigasi$/ });
    await expect(toggle).toHaveAccessibleName("Menu navigasi");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("navigation", { name: "Menu utama" });
    // The pages people come for first; the groups folded below them.
    await expect(panel.getByRole("link").first()).toHaveAccessibleName("Beranda");
    await expect(panel.getByRole("link", { name: "Kontak" })).toBeInViewport();
    await expect(panel.getByRole("link", { name: "Pengurus Demisioner" })).toBeHidden();
    const about = panel.getByRole("button", { name: "Tentang" });
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: "Pengurus Demisioner" })).toBeVisible();
    // And at its end, a chat with the secretariat.
    await expect(panel.getByRole("link", { name: /^Kirim WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(page.locator("main")).toHaveAttribute("inert", "");

    // Tab runs through the menu, never into the page behind it.
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press("Tab");
      const inPage = await page.evaluate(() => document.activeElement?.closest("main, footer") !== null);
      expect(inPage).toBe(false);
    }

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(page.locator("main")).not.toHaveAttribute("inert");
  });

  test("a group holding the current page starts unfolded", async ({ page }) => {
    await page.goto("/struktur/bpc");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu navigasi" }).click();
    const panel = page.getByRole("navigation", { name: "Menu utama" });
    await expect(panel.getByRole("button", { name: "Struktur" })).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: "Susunan Pengurus" })).toHaveAttribute("aria-current", "page");
  });

  test("turning the tablet past the breakpoint closes the menu and frees the page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu navigasi" }).click();
    await expect(page.locator("main")).toHaveAttribute("inert", "");
    await page.setViewportSize({ width: 1280, height: 740 });
    await expect(page.locator("main")).not.toHaveAttribute("inert");
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // Back to a phone's width, the menu stays closed.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole("button", { name: "Menu navigasi" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu closes when a page is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu navigasi" }).click();
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Aturan" }).click();
    await expect(page).toHaveURL("/aturan");
    await expect(page.getByRole("button", { name: "Menu navigasi" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
});
