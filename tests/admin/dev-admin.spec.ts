/**
 * `npm run admin`, as the README tells a maintainer to run it: the admin
 * served by Vite in development (not the built one the other admin tests
 * open), signed in to its local backend, offers back a title typed before a
 * reload (Decap patched in the pre-bundle too), saves an event as a commit,
 * whose page "Lihat di situs" then opens on the site beside it. Its backend
 * commits in a temporary copy of the fixture's content, which that site shows.
 */
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { PATIENCE } from "../support/patience.mjs";
import { freePort } from "../support/ports.mjs";
import { backupOffer, fillEvent, fixtureRepo, keptOnPhone, portOpen, publish } from "./support";

// Vite pre-bundles Decap on the first start after an install (about two
// minutes on a busy 2-core machine; node_modules/.vite-admin keeps it).
test.describe.configure({ mode: "default", timeout: 10 * PATIENCE });

const repo = fixtureRepo();
let admin: ChildProcess | undefined;
let adminPort = 0;
let sitePort = 0;

test.beforeAll(async () => {
  adminPort = await freePort();
  sitePort = await freePort();
  const backendPort = await freePort();
  admin = spawn(process.execPath, ["scripts/tools/admin.mjs"], {
    env: {
      ...process.env,
      ADMIN_PORT: String(adminPort),
      PORT: String(sitePort),
      CMS_LOCAL_PORT: String(backendPort),
      ADMIN_REPO_DIR: repo.dir,
    },
    stdio: "ignore",
  });
  await expect.poll(async () => (await portOpen(adminPort)) && (await portOpen(backendPort))).toBe(true);
});

test.afterAll(() => {
  // admin.mjs stops the three servers it started.
  admin?.kill("SIGTERM");
});

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test("npm run admin opens the admin in development, signs in locally and saves an event, whose page opens at once", async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    throw new Error(`request outside 127.0.0.1: ${route.request().url()}`);
  });
  // Its modules load once Vite has pre-bundled Decap: waited for below, not by the page's load.
  await page.goto(`http://127.0.0.1:${adminPort}/admin/#/collections/kegiatan/new`, { waitUntil: "commit" });
  const signIn = page.getByRole("button", { name: "Masuk" });
  // The first start pre-bundles Decap: the one wait given more than the usual
  // bound. A page that fails to start (the blank page of "global is not
  // defined") fails the test at once, with its error.
  const crash = page.waitForEvent("pageerror", { timeout: 5 * PATIENCE });
  crash.catch(() => undefined);
  await Promise.race([
    expect(signIn).toBeVisible({ timeout: 5 * PATIENCE }),
    crash.then((error) => {
      throw new Error(`the admin did not start: ${error}`);
    }),
  ]);
  await signIn.tap();
  // Decap's own code is patched in the development pre-bundle too (admin/decap-patches.mjs):
  // a title typed, then a reload, is offered back.
  await page.getByLabel("Judul", { exact: true }).fill("Ibadah Dev Uji");
  await keptOnPhone(page, "Ibadah Dev Uji");
  await page.reload();
  await backupOffer(page).getByRole("button", { name: "Lanjutkan" }).tap();
  await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Ibadah Dev Uji");
  await fillEvent(page, {
    title: "Ibadah Dev Uji",
    date: "2026-07-04",
    start: "17.00",
    place: "Sekretariat Uji",
    participants: "20",
    category: "Kerohanian",
    text: "Ibadah syukur pengurus.",
  });
  await publish(page, { touch: true });
  expect(repo.readJson("content/events/ibadah-dev-uji.json")).toMatchObject({ title: "Ibadah Dev Uji" });
  expect(repo.git("log", "-1", "--format=%s")).toBe("Tambah Kegiatan “ibadah-dev-uji” lewat admin");
  // Its page on the local site `npm run admin` serves, right after this first save: the site
  // started before the event existed, and renders each page as it is asked for.
  const onSite = page.getByRole("link", { name: "Lihat di situs" });
  await expect(onSite).toHaveAttribute("href", `http://127.0.0.1:${sitePort}/kegiatan/ibadah-dev-uji`);
  const opened = context.waitForEvent("page");
  await onSite.tap();
  const site = await opened;
  await expect(site.getByRole("heading", { level: 1 })).toHaveText("Ibadah Dev Uji");
  expect(errors).toEqual([]);
});
