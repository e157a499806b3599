import { expect, test } from "@playwright/test";
import { realSite, waitForHydration } from "../support/site";

const site = realSite();
const clockFaked = Boolean(process.env.FAKETIME) || /faketime/.test(process.env.LD_PRELOAD ?? "");

// A phone as Lighthouse's mobile run throttles it: 4× slower CPU, 1.6 Mbit/s
// down, 150 ms round trip. The menu button is tapped the moment it can be
// (painted, still, hit by the tap), long before the page's script has run on
// such a phone: the menu must open all the same.
test.describe("on a throttled phone, a tap on the menu button at first paint opens the menu", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of site.pages) {
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
      // When React arrives, the menu stays open, and the page behind turns inert.
      await waitForHydration(page);
      await expect(menu).toBeVisible();
      await expect(page.locator("main")).toHaveAttribute("inert", "");
    });
  }
});
