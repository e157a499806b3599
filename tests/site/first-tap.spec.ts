import { expect, test, type Page } from "@playwright/test";
import { hasReact } from "../support/budgets.mjs";
import { realSite, toasts, waitForPage } from "../support/site";

const site = realSite();
const clockFaked = Boolean(process.env.FAKETIME) || /faketime/.test(process.env.LD_PRELOAD ?? "");

// A phone as Lighthouse's mobile run throttles it: 4× slower CPU, 1.6 Mbit/s
// down, 150 ms round trip. The menu button is tapped the moment it can be
// (painted, still, hit by the tap), long before the page's script has run on
// such a phone: the menu must open all the same.
// The header and its menu are the same on every page: one page of each kind.
test.describe("on a throttled phone, a tap on the menu button at first paint opens the menu", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of site.pageOfEachKind) {
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
      await waitForPage(page);
      await expect(menu).toBeVisible();
      await expect(page.locator("main")).toHaveAttribute("inert", "");
    });
  }
});

// Before React has run, a control either works as the browser made it
// (links, <details>, the form's own submit, the menus) or keeps a tap to make
// once React runs (data-waiting): either way it looks ready, never dimmed or
// disabled, for it will work. Pages without React have nothing waiting for it.
test.describe("before React runs, every control looks ready and none ignores a tap", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of site.pages) {
    test(path, async ({ page }) => {
      // Held back: the page's scripts never arrive, as on a slow link for the first seconds.
      await page.route(/\/assets\/.*\.js$/, () => {});
      await page.goto(path);
      const buttons = await page.locator("main button:visible").evaluateAll((elements) =>
        elements.map((button) => ({
          name: button.textContent?.trim() ?? "",
          // "Cetak Poster", the home carousel's controls, /kegiatan's tabs
          // and its "Salin Tautan" are the page's inline scripts', which run
          // as the page is parsed; a search box's button submits its form.
          native:
            button.hasAttribute("data-print") ||
            button.closest("[data-carousel], [data-tabs]") !== null ||
            button.hasAttribute("data-copy-link") ||
            (button instanceof HTMLButtonElement &&
              button.type === "submit" &&
              Boolean(button.form?.getAttribute("action"))),
          disabled: button.getAttribute("aria-disabled") === "true",
          waiting: button.hasAttribute("data-waiting"),
        })),
      );
      const hydrates = (await page.locator('script[type="module"]').count()) > 0;
      expect(hydrates, "a page with React").toBe(hasReact(path, site.content.events, site.buildDay));
      expect(buttons.filter((button) => !button.native && !button.waiting).map((button) => button.name)).toEqual([]);
      expect(buttons.filter((button) => button.disabled).map((button) => button.name)).toEqual([]);
      if (!hydrates) expect(buttons.filter((button) => button.waiting)).toEqual([]);
      for (const waiting of await page.locator("[data-waiting]:visible").all()) {
        await expect(waiting).not.toHaveAccessibleName(/belum dapat digunakan/);
        expect(Number(await waiting.evaluate((element) => getComputedStyle(element).opacity))).toBe(1);
      }

      // Once React runs, nothing is left waiting.
      await page.unrouteAll({ behavior: "ignoreErrors" });
      if (!hydrates) return;
      await page.reload();
      await waitForPage(page);
      await expect(page.locator("[data-waiting]")).toHaveCount(0);
    });
  }
});

// A tap on a control that waits for React is not lost: it shows it was
// heard, and is made once React has run, with the page's scripts held back
// until after the tap, as on a slow link.
test.describe("a tap before React runs is made once it runs", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  async function holdScripts(page: Page): Promise<() => void> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  test("a tab on /kegiatan, a page without React: it works at once, no script asked for", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/.*\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
    });
    await page.goto("/kegiatan");
    const tab = page.getByRole("tab", { name: /^Telah Berlalu/ });
    await expect(tab).not.toHaveAttribute("data-waiting");
    await tab.tap();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Telah Berlalu" })).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test("the contact form's Kirim Pesan, tapped or pressed with Enter: never a native submission", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/kontak");
    const address = page.url();
    await page.getByLabel("Nama").fill("Yohana");
    await page.getByLabel("Surel").fill("yohana@contoh.id");
    await page.getByLabel("Perihal").fill("Bergabung");
    await page.getByLabel("Pesan", { exact: true }).fill("Shalom");
    await page.getByLabel("Perihal").press("Enter");
    const submit = page.getByRole("button", { name: /^Kirim Pesan/ });
    await expect(submit).toHaveAttribute("data-tapped", "");
    release();
    await expect(page.getByText(/Pesan “Bergabung” sudah kami susun/)).toBeVisible();
    expect(page.url()).toBe(address);
  });

  test("a button that shows a notice: a news card's Bagikan", async ({ page }) => {
    // Desktop Chromium on Linux has no share sheet: Bagikan copies and says so in a toast.
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    const release = await holdScripts(page);
    await page.goto("/berita");
    await page
      .getByRole("button", { name: /^Bagikan berita/ })
      .first()
      .tap();
    release();
    await expect(toasts(page)).toContainText(/Tautan Disalin|Salin Tautan Ini/);
  });
});
