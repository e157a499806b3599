import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { realSite, toasts, waitForPage } from "../support/site";

const site = realSite();
const clockFaked = Boolean(process.env.FAKETIME) || /faketime/.test(process.env.LD_PRELOAD ?? "");

// A phone as Lighthouse's mobile run throttles it: 4× slower CPU, 1.6 Mbit/s
// down, 150 ms round trip. The menu button is tapped the moment it can be
// (painted, still, hit by the tap), long before the page's script has run on
// such a phone: the menu must open all the same.
// The header, its menu and their script are the same on every page; what
// differs is how much of the page arrives with them: home, and the three kinds
// of page with the most before their first screen's end.
const firstScreenBytes = (path: string) =>
  readFileSync(join("build/client", path, "index.html"), "utf8").split('id="first-screen-end"')[0]!.length;
const heaviest = site.pageOfEachKind
  .filter((path) => path !== "/")
  .sort((a, b) => firstScreenBytes(b) - firstScreenBytes(a))
  .slice(0, 3);

test.describe("on a throttled phone, a tap on the menu button at first paint opens the menu", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of ["/", ...heaviest]) {
    test(path, async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      // Under libfaketime (the suite run with the clock moved ahead),
      // Chromium's CPU throttling stalls the page for good; the slow network
      // alone still keeps the script far behind the first paint.
      if (!clockFaked) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(path, { waitUntil: "commit" });
      await page.getByRole("button", { name: "Menu navigasi" }).tap();
      const menu = page.getByRole("navigation", { name: "Menu utama" });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Kontak" })).toBeInViewport();
      // Once the page is whole, the menu stays open, and the page behind is inert.
      await waitForPage(page);
      await expect(menu).toBeVisible();
      await expect(page.locator("main")).toHaveAttribute("inert", "");
    });
  }
});

// That no page loads a script file, and that every control shown is enabled
// and undimmed once the page is parsed, is checked on one page of each kind
// in pages.spec.ts.

// On a throttled phone the page's controls are tapped at once: each does
// what it shows, for its script ran before the page was painted.
test.describe("a control tapped at first paint on a throttled phone does what it shows", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  async function throttle(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    if (!clockFaked) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }

  test("a tab on /kegiatan", async ({ page }) => {
    await throttle(page);
    await page.goto("/kegiatan", { waitUntil: "commit" });
    const tab = page.getByRole("tab", { name: /^Telah Berlalu/ });
    await tab.tap();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Telah Berlalu" })).toBeVisible();
  });

  test("the contact form's send button, tapped or pressed with Enter: checked, never a native submission", async ({
    page,
  }) => {
    await throttle(page);
    await page.goto("/kontak", { waitUntil: "commit" });
    const address = page.url();
    await page.getByLabel("Nama").fill("Yohana");
    // Disabled, never seeming ready, until the form's script has run: a press meanwhile submits nothing.
    await expect(page.getByRole("button", { name: "Kirim lewat WhatsApp" })).toBeEnabled();
    await page.getByLabel("Perihal").press("Enter");
    await expect(page.getByLabel("Surel")).toHaveAccessibleDescription(/Tulis alamat surel Anda/);
    await page.getByRole("button", { name: "Kirim lewat WhatsApp" }).tap();
    await expect(page.getByLabel("Pesan", { exact: true })).toHaveAccessibleDescription("Tulis pesan Anda.");
    expect(page.url()).toBe(address);
  });

  test("a button that shows a notice: a news card's Bagikan", async ({ page }) => {
    // Desktop Chromium on Linux has no share sheet: Bagikan copies and says so in a toast.
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await throttle(page);
    await page.goto("/berita", { waitUntil: "commit" });
    await page
      .getByRole("button", { name: /^Bagikan berita/ })
      .first()
      .tap();
    await expect(toasts(page)).toContainText(/Tautan disalin|Salin tautan ini/);
  });
});
