import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { BUDGETS, servedSize } from "../support/budgets.mjs";
import { realSite, waitForHydration } from "../support/site";

const site = realSite();
const pagePaths = site.pages;

/** Waits until the service worker has installed and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
}

test.describe("offline after one visit", () => {
  test("every page opens with the network cut", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    for (const path of pagePaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
  });

  test("moving between pages works offline, and the map explains itself", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);

    await page.goto("/berita");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontak" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kontak" })).toBeVisible();
    await page.getByRole("button", { name: "Tampilkan Peta" }).click();
    await expect(page.getByRole("status")).toContainText("luring");
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("a page never saved says the visitor is offline", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto("/halaman-yang-tidak-pernah-ada");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Halaman belum tersimpan");
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
  await waitForHydration(page);
  await waitForServiceWorker(page);
  return { byPage, byWorker };
}

test.describe("what the service worker downloads after the first visit", () => {
  const where = { clientDir: join("build", "client"), basePath: site.basePath };
  const pathOf = (url: string) => new URL(url).pathname;

  test(`every page's HTML, the scripts and styles: ≤ ${BUDGETS.afterFirstVisit / 1000} KB (gzip) beyond the page itself`, async ({
    page,
    context,
  }) => {
    const { byPage, byWorker } = await firstVisit(page, context, "/");
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
    expect(pathOf(scriptUrl)).toBe(`${site.basePath}sw.js`);

    const fetched = [...byWorker].filter((url) => !pathOf(url).endsWith("sw.js"));
    for (const path of site.pages) expect(fetched.map(pathOf), path).toContain(join(site.basePath, path));
    expect(fetched.filter((url) => /\.(data|png|ics|jpe?g|avif|webp)$/.test(pathOf(url)))).toEqual([]);

    // What the page itself fetched comes from the browser's cache (hashed assets are immutable).
    let extra = 0;
    for (const url of fetched) if (!byPage.has(url)) extra += await servedSize(where, pathOf(url));
    console.log(`after the first visit, the service worker downloads ${extra} B (${fetched.length} files)`);
    expect(extra).toBeLessThanOrEqual(BUDGETS.afterFirstVisit);
  });

  test("a browser saving data: only the pages' HTML and the stylesheet; one hero photo; offline links still open pages", async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    const { byWorker } = await firstVisit(page, context, "/");
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
    expect(pathOf(scriptUrl)).toBe(`${site.basePath}sw-save-data.js`);

    const fetched = [...byWorker].map(pathOf).filter((path) => !path.endsWith("sw-save-data.js"));
    for (const path of site.pages) expect(fetched, path).toContain(join(site.basePath, path));
    expect(fetched.filter((path) => /\.(js|data|png|svg|webmanifest|ics)$/.test(path))).toEqual([]);

    const hero = page.getByRole("region", { name: site.content.home.hero.photosLabel });
    await expect(hero.locator('[aria-roledescription="foto"]')).toHaveCount(1);
    await expect(hero.getByRole("button", { name: "Foto berikutnya" })).toHaveCount(0);

    await context.setOffline(true);
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontak" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kontak" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Aturan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Aturan" })).toBeVisible();
  });
});

/** Serves a build on a port of its own (scripts/tools/serve.mjs); stop it with kill(). */
async function serveOnItsOwn(offset: number, env: Record<string, string>) {
  const port = Number(process.env.E2E_PORT ?? 4321) + offset;
  const server = spawn(process.execPath, ["scripts/tools/serve.mjs"], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => server.stdout!.once("data", () => resolve()));
  return { server, origin: `http://127.0.0.1:${port}${site.basePath.replace(/\/$/, "")}` };
}

test.describe("offline on a host that redirects to the trailing slash, as GitHub Pages does", () => {
  let server: ChildProcess;
  let origin = "";

  test.beforeAll(async () => {
    ({ server, origin } = await serveOnItsOwn(7, { TRAILING_SLASH: "redirect" }));
  });
  test.afterAll(() => {
    server.kill();
  });

  test("the landing page and every page open offline as /p, /p/ and /p/index.html", async ({ page, context }) => {
    const landed = await page.goto(`${origin}/kontak`);
    expect(landed?.url(), "the host redirects").toBe(`${origin}/kontak/`);
    await waitForHydration(page);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    for (const address of ["/kontak/", "/kontak", "/kontak/index.html", "/berita/", "/struktur/bpc/"]) {
      const response = await page.goto(`${origin}${address}`);
      expect(response?.status(), address).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), address).not.toHaveText("Halaman belum tersimpan");
      await expect(page.getByRole("heading", { level: 1 }), address).toBeVisible();
    }
  });
});

test.describe("a new deployment", () => {
  // A copy of the build, so that its service worker can change under the page.
  const copy = "build-deployment-test";
  let server: ChildProcess | undefined;
  let origin = "";
  const serveCopy = async () => ({ server, origin } = await serveOnItsOwn(8, { BUILD_DIR: copy }));

  test.beforeAll(async () => {
    rmSync(copy, { recursive: true, force: true });
    cpSync("build", copy, { recursive: true });
    await serveCopy();
  });
  test.afterAll(() => {
    server?.kill();
    rmSync(copy, { recursive: true, force: true });
  });

  test("waits while the page runs, and takes over at the next page change", async ({ page }) => {
    const waiting = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? "none");
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await waitForServiceWorker(page);

    // Deployed: the server restarts with a changed worker (it reads files once).
    server?.kill();
    appendFileSync(join(copy, "client", "sw.js"), "\n// the next deployment\n");
    await serveCopy();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(waiting).toBe("installed");
    // The page is not reloaded under the visitor.
    await page.evaluate(() => ((window as { marker?: boolean }).marker = true));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { marker?: boolean }).marker)).toBe(true);

    await page.getByRole("contentinfo").getByRole("link", { name: "Kontak" }).click();
    await page.waitForFunction(() => !(window as { marker?: boolean }).marker);
    await expect(page).toHaveURL(/\/kontak\/?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kontak" })).toBeVisible();
    await expect.poll(waiting).toBe("none");
  });
});
