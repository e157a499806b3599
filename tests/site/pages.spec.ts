import { expect, test } from "@playwright/test";
import { collectErrors, realSite, textOf, waitForPage, watchViolations } from "../support/site";
import { checkWording } from "../support/wording";

const site = realSite();

// Every page's HTML as delivered, without a browser: the content grows by a
// page an event and an article, and a page's file costs milliseconds where
// its load costs seconds. What needs a browser (its scripts, its layout, its
// words as shown) is its kind's code, checked below on one page of each kind
// (its words' slips are refused in every content text by app/content/schema.ts,
// and a long word's wrapping at 320 px is design.spec.ts's).
test("every page is prerendered, answers 200 and carries its policy; one <h1>, headings in order, every image described", async ({
  request,
}) => {
  const problems: string[] = [];
  for (const path of site.pages) {
    const response = await request.get(path);
    const html = await response.text();
    const wrong = (what: string) => problems.push(`${path}: ${what}`);
    if (response.status() !== 200) wrong(`answers ${response.status()}`);
    if (!html.startsWith('<!DOCTYPE html><html lang="id">')) wrong("not an Indonesian HTML document");
    const title = textOf(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "").trim();
    if (!/^\S.* \| /.test(title) || !title.endsWith(` | ${site.content.site.name}`))
      wrong(`title "${title}" does not name the page, then the site`);
    // Its policy first in <head> (scripts/build/security.mjs): scripts and its first
    // screen's CSS allowed by their hashes alone; WebAssembly (Pagefind) on the search's page only.
    const head = html.slice(0, html.indexOf("</head>"));
    if (
      !/^<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src( 'self' 'wasm-unsafe-eval')?( 'sha256-[A-Za-z0-9+/=]+')+; style-src 'self' 'sha256-[A-Za-z0-9+/=]+'; /.test(
        head,
      )
    )
      wrong("no policy first in <head>");
    if (head.match(/<style>/g)?.length !== 1) wrong("not one <style> (its first screen's CSS)");
    if (head.includes("'wasm-unsafe-eval'") !== (path === "/cari")) wrong("WebAssembly allowed where it is not used");
    // One h1, and headings in <main> that skip no level (what a <template> holds is not on the page).
    const main = html
      .slice(html.indexOf("<main"), html.indexOf("</main>"))
      .replace(/<template[\s\S]*?<\/template>/g, "");
    if (html.match(/<h1[\s>]/g)?.length !== 1) wrong("not exactly one <h1>");
    const levels = [...main.matchAll(/<h([1-4])[\s>]/g)].map((match) => Number(match[1]));
    levels.forEach((level, index) => {
      if (index > 0 && level > levels[index - 1]! + 1)
        wrong(`heading ${index} skips a level (h${levels[index - 1]} → h${level})`);
    });
    // Images: described in Indonesian, or an empty alt when decorative.
    for (const [image] of html.matchAll(/<img\b[^>]*>/g)) {
      const alt = image.match(/\salt="([^"]*)"/)?.[1];
      if (alt === undefined) wrong(`an <img> without alt: ${image.slice(0, 80)}`);
      else if (/\b(image|photo|picture|the)\b/i.test(alt)) wrong(`English alt text: "${alt}"`);
    }
  }
  expect(problems).toEqual([]);
});

test.describe("every kind of page in Chromium", () => {
  // Its scripts run without errors and within its policy; landmarks; no
  // sideways scrolling at 320 px or 200% zoom; its words as shown.
  for (const path of site.pageOfEachKind) {
    test(`${path} runs without errors or breaking its policy, loads no script file; its words as EYD V and GMKI write them (tests/support/wording.ts)`, async ({
      page,
    }) => {
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

      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      // What the page's scripts drew is described too (home's later photos come from foto-beranda.json).
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

// Loops closed: an event with a report links to it, from its page and from its card among past events,
// and the report links back. Whatever events the content holds on whatever day; the newest three, as the
// links are the components' and the content check refuses a report that does not exist (app/content/check.ts).
test.describe("an event and its report", () => {
  const reported = site.content.events
    .filter(
      (event) => event.report && site.content.news.some((item) => item.slug === event.report && item.body?.length),
    )
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3);
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
