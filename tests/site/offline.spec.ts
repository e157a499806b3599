import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { calendarFeedPath } from "../../app/lib/pages/addresses";
import { newsFeedPath } from "../../app/lib/meta/feeds";
import { BUDGETS, firstVisitOnTheWire } from "../support/budgets.mjs";
import { serveOnItsOwn, type OwnServer } from "../support/serve";
import { comeBackAnotherDay, waitForServiceWorker } from "../support/service-worker";
import { goOffline, realSite, waitForPage } from "../support/site";

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const site = realSite();
const notSaved = (page: Page, what: string) =>
  expect(page.getByRole("heading", { level: 1 }), what).not.toHaveText("Halaman belum tersimpan", {
    useInnerText: true,
  });

test.describe("every page saved ahead opens with the network cut, once the visitor has come back on another day", () => {
  // One visit installs the worker, a second on another day saves the pages
  // ahead; then each page is a test of its own, in order on that browser
  // (after a failure, the rest go on from a new first visit).
  test.describe.configure({ mode: "default" });
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    page = await context.newPage();
    await page.goto("/");
    await waitForPage(page);
    await waitForServiceWorker(page);
    await comeBackAnotherDay(page, site.basePath);
    await goOffline(context);
  });
  test.afterAll(() => context?.close());

  for (const path of site.aheadPages) {
    test(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await notSaved(page, path);
    });
  }
});

test.describe("offline after one visit", () => {
  test("the pages opened open offline, moving between them works, and the map explains itself", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await waitForPage(page);
    await waitForServiceWorker(page);
    await page.goto("/kontak");
    await waitForPage(page);
    await goOffline(context);

    await page.goto("/");
    await notSaved(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontak" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kontak" })).toBeVisible();
    await page.getByRole("button", { name: "Tampilkan Peta" }).click();
    await expect(page.getByRole("status")).toContainText("luring");
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("when the phone still believes it is online but the host cannot be reached: saved pages open, a page never saved says it is not saved, not that it does not exist", async ({
    page,
    context,
  }) => {
    await page.goto("/berita");
    await waitForPage(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => true }),
    );
    await page.goto("/berita");
    await expect(page.getByRole("heading", { level: 1, name: "Berita" })).toBeVisible();
    await page.goto("/aturan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Halaman belum tersimpan", { useInnerText: true });
    // What happened, said as it is: the site does not answer; the phone's connection is not blamed.
    const main = page.getByRole("main");
    await expect(main).toContainText("Situs ini sedang tidak dapat dihubungi", { useInnerText: true });
    await expect(main).not.toContainText("tidak tersambung ke internet", { useInnerText: true });
  });

  test("files (the calendar, the news feed) fail offline as files, never as the offline page", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await waitForPage(page);
    await waitForServiceWorker(page);
    await goOffline(context);
    for (const file of [newsFeedPath, calendarFeedPath]) {
      const response = await page.goto(file).catch(() => null);
      expect(response?.headers()["content-type"] ?? "failed", file).not.toContain("text/html");
    }
  });

  test("a page never saved says the visitor is offline", async ({ page, context }) => {
    await page.goto("/");
    await waitForPage(page);
    await waitForServiceWorker(page);
    await goOffline(context);
    await page.goto("/halaman-yang-tidak-pernah-ada");
    await waitForPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Halaman belum tersimpan", { useInnerText: true });
    // It promises only what is kept: the pages opened lately, not the menu below.
    const main = page.getByRole("main");
    await expect(main).toContainText("tidak tersambung ke internet", { useInnerText: true });
    await expect(main).toContainText("Halaman yang baru-baru ini Anda buka di perangkat ini tetap dapat dibuka", {
      useInnerText: true,
    });
    await expect(main).not.toContainText("tidak dapat dihubungi", { useInnerText: true });
  });
});

test.describe("what a visit costs on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  for (const path of [
    "/",
    site.pages.find((candidate) => candidate.startsWith("/kegiatan/") && !candidate.includes("/arsip/"))!,
  ]) {
    test(`a first visit from a shared link to ${path}: at most ${BUDGETS.firstVisitOnTheWire / 1000} KB on the wire until 5 s of quiet, the worker's included; nothing saved ahead`, async ({
      browser,
      baseURL,
    }) => {
      const { total, files } = await firstVisitOnTheWire(browser, new URL(path, baseURL).href);
      console.log(`first visit to ${path}: ${total} B on the wire (${files.join(", ")})`);
      expect(total).toBeLessThanOrEqual(BUDGETS.firstVisitOnTheWire);
      // The worker, the shell and the page landed on (kept as opened): nothing ahead.
      const pages = files.filter((file) => file.startsWith("(worker) ") && /\/([^./]+\/?)?$/.test(file));
      expect(pages.length, pages.join(", ")).toBeLessThanOrEqual(1);
    });
  }

  test("a browser saving data: the worker saves the stylesheet and the offline page, no script, nothing ahead even on another day; pages opened open offline, others say so", async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    await page.goto("/");
    await waitForPage(page);
    await waitForServiceWorker(page);
    const saved = await page.evaluate(async () => {
      const keys = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) keys.push(new URL(request.url).pathname);
      return keys;
    });
    expect(saved.filter((path) => /\.(js|data|json)$/.test(path))).toEqual([]);

    // One photo in the hero, none fetched to turn to.
    const hero = page.getByRole("region", { name: site.content.home.hero.photosLabel });
    await expect(hero.locator('[aria-roledescription="gambar"]')).toHaveCount(1);
    await expect(hero.getByRole("button", { name: "Gambar berikutnya" })).toHaveCount(0);

    await page.goto("/kontak");
    await waitForPage(page);
    await comeBackAnotherDay(page, site.basePath, false);
    await goOffline(context);
    for (const path of ["/", "/kontak"]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await notSaved(page, path);
    }
    await page.goto("/aturan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Halaman belum tersimpan", { useInnerText: true });
  });
});

test.describe("offline on a host that redirects to the trailing slash, as GitHub Pages does", () => {
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    server = await serveOnItsOwn({ TRAILING_SLASH: "redirect" }, site.basePath);
  });
  test.afterAll(() => server?.stop());

  test("the landing page and the pages saved ahead open offline as /p, /p/ and /p/index.html", async ({
    page,
    context,
  }) => {
    const { origin } = server!;
    const landed = await page.goto(`${origin}/kontak`);
    expect(landed?.url(), "the host redirects").toBe(`${origin}/kontak/`);
    await waitForPage(page);
    await waitForServiceWorker(page);
    await comeBackAnotherDay(page, site.basePath);

    await goOffline(context);
    for (const address of ["/kontak/", "/kontak", "/kontak/index.html", "/berita/", "/struktur/bpc/"]) {
      const response = await page.goto(`${origin}${address}`);
      expect(response?.status(), address).toBe(200);
      await notSaved(page, address);
      await expect(page.getByRole("heading", { level: 1 }), address).toBeVisible();
    }
  });
});
