import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { appendFileSync, cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { calendarFeedPath } from "../../app/lib/calendar/calendar-file";
import { newsFeedPath } from "../../app/lib/meta/feeds";
import { BUDGETS, servedSize } from "../support/budgets.mjs";
import { serveOnItsOwn, type OwnServer } from "../support/serve";
import { waitForServiceWorker } from "../support/service-worker";
import { goOffline, realSite, waitForPage } from "../support/site";

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const site = realSite();
// What sw.js saves ahead: every page but the older events and articles and the archive.
const pagePaths = site.aheadPages;

test.describe("every page saved ahead opens with the network cut, after one visit", () => {
  // One visit installs the worker; then each page is a test of its own, in
  // order on that worker's browser (after a failure, the rest go on from a
  // new first visit).
  test.describe.configure({ mode: "default" });
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    page = await context.newPage();
    await page.goto("/");
    await waitForPage(page);
    await waitForServiceWorker(page);
    await goOffline(context);
  });
  test.afterAll(() => context?.close());

  for (const path of pagePaths) {
    test(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Halaman belum tersimpan", {
        useInnerText: true,
      });
    });
  }
});

test.describe("offline after one visit", () => {
  test("moving between pages works offline, and the map explains itself", async ({ page, context }) => {
    await page.goto("/");
    await waitForPage(page);
    await waitForServiceWorker(page);
    await goOffline(context);

    await page.goto("/berita");
    await waitForPage(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontak" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kontak" })).toBeVisible();
    await page.getByRole("button", { name: "Tampilkan Peta" }).click();
    await expect(page.getByRole("status")).toContainText("luring");
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("when the phone still believes it is online, a link's data request becomes a page load from the saved pages", async ({
    page,
    context,
  }) => {
    await page.goto("/berita");
    await waitForPage(page);
    await waitForServiceWorker(page);
    const answers: { url: string; status: number; redirect: string | null }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".data"))
        answers.push({
          url: response.url(),
          status: response.status(),
          redirect: response.headers()["x-remix-redirect"] ?? null,
        });
    });
    // The network is gone, but the page is not told (navigator.onLine stays
    // true), so React Router asks for the next page's data.
    await context.setOffline(true);
    await page.evaluate(() =>
      Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => true }),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontak" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kontak" })).toBeVisible();
    expect(answers).toEqual([expect.objectContaining({ status: 204, redirect: `${site.basePath}kontak` })]);
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
  });
});

/**
 * A first visit to `path`: what the page fetched, and what the service
 * worker fetched while installing, by URL.
 */
async function firstVisit(page: Page, context: BrowserContext, path: string) {
  const byPage = new Set<string>();
  const byWorker = new Set<string>();
  context.on("request", (request) => (request.serviceWorker() ? byWorker : byPage).add(request.url()));
  await page.goto(path);
  await waitForPage(page);
  await waitForServiceWorker(page);
  return { byPage, byWorker };
}

test.describe("what the service worker downloads after the first visit", () => {
  // The carousel keeps still: a photo it shows later, through the worker,
  // is not the worker's own download.
  test.use({ reducedMotion: "reduce" });
  const where = { clientDir: join("build", "client"), basePath: site.basePath };
  const pathOf = (url: string) => new URL(url).pathname;

  test(`every page's HTML, the scripts and styles: ≤ ${BUDGETS.afterFirstVisit / 1000} KB (gzip) beyond the page itself and the events' and articles' own pages`, async ({
    page,
    context,
  }) => {
    // Landing on a page with React, whose scripts the page itself loads. A
    // visit landing on a page without React (the home page since issue 52,
    // and /kegiatan, and most pages) has the worker fetch those scripts in the
    // background too, about 125 KB more (docs/PERFORMANCE.md, "Offline").
    const { byPage, byWorker } = await firstVisit(page, context, "/berita");
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
    expect(pathOf(scriptUrl)).toBe(`${site.basePath}sw.js`);

    const fetched = [...byWorker].filter((url) => !pathOf(url).endsWith("sw.js"));
    for (const path of site.aheadPages) expect(fetched.map(pathOf), path).toContain(join(site.basePath, path));
    expect(fetched.filter((url) => /\.(data|png|ics|jpe?g|avif|webp)$/.test(pathOf(url)))).toEqual([]);

    // What the page itself fetched comes from the browser's cache (hashed assets are immutable).
    // The pages of events and articles come on top: as many as the branch
    // publishes, each its HTML only (their scripts are the budget's).
    let extra = 0;
    let ownPages = 0;
    for (const url of fetched) {
      if (byPage.has(url)) continue;
      const size = await servedSize(where, pathOf(url));
      if (/\/(kegiatan|berita)\/[^/.]+\/?$/.test(pathOf(url))) ownPages += size;
      else extra += size;
    }
    console.log(
      `after the first visit, the service worker downloads ${extra} B, and ${ownPages} B of events' and articles' pages (${fetched.length} files)`,
    );
    expect(extra).toBeLessThanOrEqual(BUDGETS.afterFirstVisit);
  });

  test("a browser saving data: only the stylesheet, the offline page and the scripts a running page may still load (not React itself) in the background; one hero photo; pages opened open offline, others say so", async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    const { byWorker } = await firstVisit(page, context, "/");
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
    expect(pathOf(scriptUrl)).toBe(`${site.basePath}sw-save-data.js`);

    // The shell, and the page the visit landed on (kept as opened).
    const fetched = [...byWorker].map(pathOf).filter((path) => !path.endsWith("sw-save-data.js"));
    expect(fetched.filter((path) => !/\/assets\/[^/]+\.(css|js)$/.test(path)).sort()).toEqual(
      [site.basePath, `${site.basePath}404.html`].sort(),
    );
    // Each route's module, for a link followed after a deployment
    // (scripts/build/service-worker.mjs); never the runtime every page with React loads first.
    const scripts = fetched.filter((path) => path.endsWith(".js"));
    expect(scripts.filter((path) => /\/(entry\.client|root|react-dom|react-router)-[\w-]+\.js$/.test(path))).toEqual(
      [],
    );
    let scriptBytes = 0;
    for (const path of scripts) scriptBytes += await servedSize(where, path);
    console.log(`saving data, the service worker downloads ${scriptBytes} B of scripts (${scripts.length} files)`);
    expect(scriptBytes).toBeLessThanOrEqual(60_000);

    const hero = page.getByRole("region", { name: site.content.home.hero.photosLabel });
    await expect(hero.locator('[aria-roledescription="gambar"]')).toHaveCount(1);
    await expect(hero.getByRole("button", { name: "Gambar berikutnya" })).toHaveCount(0);

    // A page loaded online is kept (a browser saving data fetches no page it
    // was not asked for: moving without reloading keeps none); offline it
    // opens, and one never opened says so.
    await page.goto("/kontak");
    await expect(page.getByRole("heading", { level: 1, name: "Kontak" })).toBeVisible();
    await goOffline(context);
    for (const path of ["/", "/kontak"]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).not.toHaveText("Halaman belum tersimpan", {
        useInnerText: true,
      });
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

  test("the landing page and every page open offline as /p, /p/ and /p/index.html", async ({ page, context }) => {
    const { origin } = server!;
    const landed = await page.goto(`${origin}/kontak`);
    expect(landed?.url(), "the host redirects").toBe(`${origin}/kontak/`);
    await waitForPage(page);
    await waitForServiceWorker(page);

    await goOffline(context);
    for (const address of ["/kontak/", "/kontak", "/kontak/index.html", "/berita/", "/struktur/bpc/"]) {
      const response = await page.goto(`${origin}${address}`);
      expect(response?.status(), address).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), address).not.toHaveText("Halaman belum tersimpan", {
        useInnerText: true,
      });
      await expect(page.getByRole("heading", { level: 1 }), address).toBeVisible();
    }
  });
});

test.describe("a new deployment", () => {
  // A copy of the build, so that its service worker can change under the page.
  const copy = "build-deployment-test";
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    rmSync(copy, { recursive: true, force: true });
    cpSync("build", copy, { recursive: true });
    server = await serveOnItsOwn({ BUILD_DIR: copy }, site.basePath);
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  test("waits while the page runs, and takes over at the next page change", async ({ page }) => {
    const waiting = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? "none");
    // A page with React, which changes page without reloading (home and /kegiatan have none).
    await page.goto(`${server!.origin}/berita`);
    await waitForPage(page);
    await waitForServiceWorker(page);
    await page.evaluate(() => {
      (window as { marker?: boolean }).marker = true;
      navigator.serviceWorker.addEventListener("controllerchange", () => {
        (window as { controllerChanged?: boolean }).controllerChanged = true;
      });
    });

    // Deployed: the server restarts, on the same port (the same origin),
    // with a changed worker (it reads files once).
    const { port } = server!;
    await server!.stop();
    appendFileSync(join(copy, "client", "sw.js"), "\n// the next deployment\n");
    server = await serveOnItsOwn({ BUILD_DIR: copy }, site.basePath, port);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(waiting).toBe("installed");
    // The page is not reloaded under the visitor: the new worker waits, has
    // not taken control (what would reload the page), and the page is the same.
    expect(await waiting()).toBe("installed");
    expect(
      await page.evaluate(() => ({
        marker: (window as { marker?: boolean }).marker,
        controllerChanged: (window as { controllerChanged?: boolean }).controllerChanged ?? false,
      })),
    ).toEqual({ marker: true, controllerChanged: false });

    await page.getByRole("contentinfo").getByRole("link", { name: "Kontak" }).click();
    await page.waitForFunction(() => !(window as { marker?: boolean }).marker);
    await expect(page).toHaveURL(/\/kontak\/?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kontak" })).toBeVisible();
    await expect.poll(waiting).toBe("none");
  });
});
