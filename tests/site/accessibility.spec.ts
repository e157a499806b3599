import { expect, test } from "@playwright/test";
import { expectNoViolations } from "../support/axe";
import { toasts, waitForPage } from "../support/site";

// axe on every page at 375 and 1280 px runs on the page's one load at each
// width in design.spec.ts ("every page at 1280 px", "at 320 px").

test.describe("axe in open states", () => {
  test("the mobile menu, open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await waitForPage(page);
    await page.getByRole("button", { name: "Menu navigasi" }).click();
    await expect(page.getByRole("navigation", { name: "Menu utama" })).toBeVisible();
    await expectNoViolations(page, "mobile menu open");
  });

  test("a desktop submenu, open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/kontak");
    await waitForPage(page);
    await page.getByRole("button", { name: "Struktur" }).click();
    await expectNoViolations(page, "submenu open");
  });

  for (const tab of ["Akan Datang", "Telah Berlalu", "Program Rutin"]) {
    test(`the activities tab "${tab}"`, async ({ page }) => {
      await page.goto("/kegiatan");
      await waitForPage(page);
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
      await expectNoViolations(page, `tab ${tab}`);
    });
  }

  test("a rules section, open", async ({ page }) => {
    await page.goto("/aturan");
    await waitForPage(page);
    await page.locator("main details summary").first().click();
    await expect(page.locator("main details[open]")).toHaveCount(1);
    await expectNoViolations(page, "rules section open");
  });

  test("a toast, showing", async ({ page }) => {
    // A news card's "Bagikan" where there is no share sheet (desktop Chromium on Linux): a toast.
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.goto("/berita");
    await waitForPage(page);
    await page
      .getByRole("button", { name: /^Bagikan berita/ })
      .first()
      .click();
    await expect(toasts(page)).toBeVisible();
    await expectNoViolations(page, "toast showing");
  });
});

test.describe("more than axe checks", () => {
  test("keyboard focus is clearly visible", async ({ page }) => {
    await page.goto("/");
    await waitForPage(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Langsung ke konten utama" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).toBe("solid");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/kontak");
    await waitForPage(page);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("under reduced motion nothing animates", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const slow = await page.evaluate(
      () =>
        [...document.querySelectorAll("*")].filter((element) => {
          const style = getComputedStyle(element);
          return parseFloat(style.transitionDuration) > 0.01 || parseFloat(style.animationDuration) > 0.01;
        }).length,
    );
    expect(slow).toBe(0);
  });
});
