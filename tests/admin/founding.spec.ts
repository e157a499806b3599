/**
 * GMKI's founding day and the branch's year are written once, in Identitas
 * situs (docs/decisions/0009): the admin refuses a text that writes either
 * again, naming the field, and the timeline's foundings take their year from
 * there. Against a temporary copy of the fixture's content, as in
 * admin.spec.ts (whose helpers these are, to be folded together).
 */
import { expect, test, type Page } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FIXTURE } from "../support/fixture-site.mjs";
import { freePort } from "../support/ports.mjs";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let repo = "";
let backend: ChildProcess | undefined;
let backendPort = 0;

const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
const readJson = (path: string) => JSON.parse(readFileSync(join(repo, path), "utf8"));

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "gmki-admin-"));
  cpSync(FIXTURE.contentDir, join(repo, "content"), { recursive: true });
  git("init", "-q", "-b", "main");
  git("config", "user.email", "uji@contoh.test");
  git("config", "user.name", "Uji");
  git("add", "-A");
  git("commit", "-q", "-m", "Konten awal");
  backendPort = await freePort();
  backend = spawn("node_modules/.bin/decap-server", [], {
    env: {
      ...process.env,
      MODE: "git",
      BIND_HOST: "127.0.0.1",
      PORT: String(backendPort),
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  await expect.poll(() => portOpen(backendPort), { timeout: 15_000 }).toBe(true);
});

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test.afterAll(() => {
  backend?.kill();
  if (repo) rmSync(repo, { recursive: true, force: true });
});

/** Lists and entries are read from the repository through the local backend: seconds on a busy machine. */
const fromTheRepository = { timeout: 30_000 };

/** Opens the admin at a collection's address and signs in locally. */
async function openAdmin(page: Page, hash = "") {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    throw new Error(`request outside 127.0.0.1: ${route.request().url()}`);
  });
  const builtFor = `http://127.0.0.1:${FIXTURE.cmsLocalPort}/`;
  await page.route(`${builtFor}**`, async (route) => {
    const url = route.request().url().replace(builtFor, `http://127.0.0.1:${backendPort}/`);
    const response = await route.fetch({ url }).catch(() => route.fetch({ url }));
    await route.fulfill({ response });
  });
  await page.goto(`admin/${hash}`);
  await page.getByRole("button", { name: "Masuk" }).click();
}

async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  await page.getByText("Terbitkan sekarang").click();
}

test("a text that writes GMKI's founding day again is refused, naming where the day lives; writes nothing", async ({
  page,
}) => {
  const before = git("rev-parse", "HEAD");
  await openAdmin(page, "#/collections/halaman/entries/situs");
  // The spec's wrong day, in the field beside the one that holds the right one.
  const wrongDay = `23 Februari ${1950}`;
  await page
    .getByLabel("Keterangan singkat")
    .fill(`Cabang dari gerakan yang berdiri pada ${wrongDay}.`, fromTheRepository);
  await publishNow(page);
  await expect(
    page
      .getByText(
        /^Belum tersimpan: .*hari lahir GMKI cukup ditulis di satu tempat, Halaman dan kontak › Identitas situs › Hari lahir GMKI \(9 Februari 1950\)/,
      )
      .first(),
  ).toBeVisible();
  expect(git("rev-parse", "HEAD")).toBe(before);
});

test("the timeline's founding takes its year from Identitas situs: a year beside it is refused, without one it saves", async ({
  page,
}) => {
  await openAdmin(page, "#/collections/organisasi/entries/sejarah");
  // The fixture's second event is the branch's founding ("Cabang berdiri").
  await page.getByText("Cabang berdiri", { exact: true }).first().click(fromTheRepository);
  const year = page.getByLabel(/^Tahun/).filter({ visible: true });
  await year.fill("1985");
  const before = git("rev-parse", "HEAD");
  await publishNow(page);
  await expect(
    page.getByText(/^Belum tersimpan: .*kosongkan: tahun berdirinya diambil dari Identitas situs/).first(),
  ).toBeVisible();
  expect(git("rev-parse", "HEAD")).toBe(before);

  await year.clear();
  await expect(page.getByText(/^Belum tersimpan:/)).toBeHidden({ timeout: 15_000 });
  await publishNow(page);
  await expect(page.getByText(/^Tersimpan; situs diperbarui/)).toBeVisible({ timeout: 60_000 });
  const entry = readJson("content/history.json").timeline[1];
  expect(entry.founding).toBe("cabang");
  // Cleared, as the admin writes it: absent or "", never a second year.
  expect([undefined, ""]).toContain(entry.year);
});
