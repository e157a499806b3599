import { expect, test } from "@playwright/test";
import { collectErrors, realSite, textOf, waitForPage, watchViolations } from "../support/site";
import { checkWording } from "../support/wording";

const site = realSite();
const pagePaths = site.pages;

test.describe("every page", () => {
  // Prerendered HTML; its scripts run without errors; landmarks and headings;
  // alt text; no sideways scrolling at 320 px or 200% zoom.
  for (const path of pagePaths) {
    test(`${path} is prerendered, answers 200, carries its policy and runs without errors or breaking it; its words as EYD V and GMKI write them (tests/support/wording.ts)`, async ({
      page,
      request,
    }) => {
      // The HTML as delivered, before any JavaScript runs.
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="id">/);
      expect(html.match(/<h1[\s>]/g), "exactly one <h1> in the HTML").toHaveLength(1);
      const title = textOf(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "").trim();
      expect(title, "a title naming the page, then the site").toMatch(/^\S.* \| /);
      expect(title.endsWith(` | ${site.content.site.name}`), title).toBe(true);

      // Its policy comes first in <head> (scripts/build/security.mjs): scripts and its first
      // screen's CSS allowed by their hashes alone; WebAssembly (Pagefind) on the search's page only.
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toMatch(
        /^<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src( 'self' 'wasm-unsafe-eval')?( 'sha256-[A-Za-z0-9+/=]+')+; style-src 'self' 'sha256-[A-Za-z0-9+/=]+'; /,
      );
      expect(head.match(/<style>/g), "the first screen's CSS, one <style>").toHaveLength(1);
      expect(head.includes("'wasm-unsafe-eval'"), "WebAssembly allowed").toBe(path === "/cari");

      const violations = await watchViolations(page);
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForPage(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
      expect(await violations(), "nothing on it breaks its policy").toEqual([]);
      await checkWording(page, path);
      // No script file is asked for before the first paint, nor after (docs/decisions/0006).
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\.js(\?|$)/.test(entry.name) && !entry.name.includes("/pagefind/"))
          .map((entry) => entry.name),
      );
      expect(scripts).toEqual([]);

      // Landmarks, one h1, headings in order.
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      const levels = await page
        .locator("main h1, main h2, main h3, main h4")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual(levels[index - 1]! + 1);
      });

      // Images: described in Indonesian, or empty alt when decorative.
      for (const alt of await page
        .locator("img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("alt")))) {
        expect(alt, "an <img> without alt").not.toBeNull();
        expect(alt, "English alt text").not.toMatch(/\b(image|photo|picture|the)\b/i);
      }

      // No sideways scrolling on a 320 px phone, nor at 200% browser zoom
      // of a 1280 px screen (640 CSS px; the rem breakpoints follow).
      for (const width of [320, 640]) {
        await page.setViewportSize({ width, height: 640 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
        if (width !== 320) continue;
        // Every control shown works from the first paint (a page's scripts are inline and
        // ran as it was parsed): none is dimmed or disabled, waiting for anything.
        const buttons = await page.locator("main button:visible").evaluateAll((elements) =>
          elements.map((button) => ({
            name: button.textContent?.trim() ?? "",
            disabled: button.getAttribute("aria-disabled") === "true" || (button as HTMLButtonElement).disabled,
            opacity: Number(getComputedStyle(button).opacity),
          })),
        );
        expect(buttons.filter((button) => button.disabled).map((button) => button.name)).toEqual([]);
        expect(buttons.filter((button) => button.opacity < 1).map((button) => button.name)).toEqual([]);
      }
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test.describe("unknown paths", () => {
  test("answer 404 with an Indonesian page and a way home", async ({ page }) => {
    const response = await page.goto("/halaman-yang-tidak-ada");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
    await waitForPage(page);
    await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a mistyped link inside the site shows the same page", async ({ page }) => {
    await page.goto("/kontak");
    await waitForPage(page);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement("a"), { href: "/berita-lama", textContent: "lama" });
      document.querySelector("main")!.append(link);
    });
    const answer = page.waitForResponse((response) => response.url().endsWith("/berita-lama"));
    await page.getByRole("link", { name: "lama" }).click();
    expect((await answer).status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
  });
});

test.describe("addresses as people type them", () => {
  const pages = [
    { typed: "/KONTAK", page: "/kontak" },
    { typed: "/Kegiatan", page: "/kegiatan" },
    { typed: "/Struktur/BPC", page: "/struktur/bpc" },
    { typed: "/kontak/index.html", page: "/kontak/" },
  ];
  for (const { typed, page: path } of pages) {
    test(`${typed} leads to the page, without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(typed);
      await expect(page).toHaveURL(path);
      await waitForPage(page);
      const title = (await page.title()).split(" | ")[0];
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(path === "/kontak/" ? "Kontak" : title!);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Terjadi kesalahan|tidak ditemukan/);
      expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    });
  }

  test("an address in capitals that is no page shows the 404 page, which works", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/Halaman-Lama");
    await expect(page).toHaveURL("/halaman-lama");
    await waitForPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Halaman tidak ditemukan", { useInnerText: true });
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });
});

// Loops closed (components and content alike): an event with a report links to it, from its page and from
// its card among past events, and the report links back. Whatever events the content holds on whatever day.
test.describe("an event and its report", () => {
  const reported = site.content.events.filter(
    (event) => event.report && site.content.news.some((item) => item.slug === event.report && item.body?.length),
  );
  for (const event of reported) {
    test(`/kegiatan/${event.slug} and its report link to each other`, async ({ page }) => {
      const report = site.content.news.find((item) => item.slug === event.report)!;
      await page.goto(`/kegiatan/${event.slug}`);
      await page.getByRole("link", { name: `Baca laporannya: ${report.title}` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(report.title);
      await page.getByRole("link", { name: `Halaman kegiatannya: ${event.title}` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
    });
  }
});
