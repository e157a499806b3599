/**
 * What the admin's browser tests share: a temporary git repository with the
 * fixture's content and Decap's local backend (decap-server) on it, the
 * admin opened and signed in through that backend, and the secretary's
 * gestures (copied from admin.spec.ts, which the lead folds in).
 */
import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { FIXTURE } from "../support/fixture-site.mjs";
import { freePort } from "../support/ports.mjs";

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/** The fixture's content in a git repository of its own, reset before each test. */
export interface FixtureRepo {
  dir: string;
  git(...args: string[]): string;
  readJson(path: string): any;
}

/**
 * A folder of the test file's own, with the repository in it: the files a
 * test hands to the admin's file picker are written beside the repository
 * (`join(repo.dir, "..", name)`), under the names the secretary's files
 * have. In the machine's shared temporary folder, two runs at once (or two
 * copies of one test) rewrote and removed each other's file while the admin
 * was reading it: its upload failed with a NotReadableError.
 */
export function repositoryFolder(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "gmki-admin-")), "repo");
  mkdirSync(dir);
  return dir;
}

/** A repository of the fixture's content, made before the file's tests and reset before each one. */
export function fixtureRepo(): FixtureRepo {
  const repo: FixtureRepo = {
    dir: "",
    git: (...args) => execFileSync("git", args, { cwd: repo.dir, encoding: "utf8" }).trim(),
    readJson: (path) => JSON.parse(readFileSync(join(repo.dir, path), "utf8")),
  };
  let initial = "";
  test.beforeAll(() => {
    repo.dir = repositoryFolder();
    cpSync(FIXTURE.contentDir, join(repo.dir, "content"), { recursive: true });
    repo.git("init", "-q", "-b", "main");
    repo.git("config", "user.email", "uji@contoh.test");
    repo.git("config", "user.name", "Uji");
    repo.git("add", "-A");
    repo.git("commit", "-q", "-m", "Konten awal");
    initial = repo.git("rev-parse", "HEAD");
  });
  test.beforeEach(async () => {
    // The local backend may still be finishing the last test's git command.
    await expect.poll(() => existsSync(join(repo.dir, ".git", "index.lock"))).toBe(false);
    repo.git("reset", "-q", "--hard", initial);
    repo.git("clean", "-q", "-d", "--force");
  });
  test.afterAll(() => {
    if (repo.dir) rmSync(join(repo.dir, ".."), { recursive: true, force: true });
  });
  return repo;
}

/** Decap's local backend on `repo`, started before the file's tests; its port. */
export function localBackend(repo: FixtureRepo): { port: number } {
  const backend = { port: 0 };
  let child: ChildProcess | undefined;
  test.beforeAll(async () => {
    backend.port = await freePort();
    child = spawn("node_modules/.bin/decap-server", [], {
      env: {
        ...process.env,
        MODE: "git",
        BIND_HOST: "127.0.0.1",
        PORT: String(backend.port),
        GIT_REPO_DIRECTORY: repo.dir,
        LOG_LEVEL: "error",
      },
      stdio: "ignore",
    });
    await expect.poll(() => portOpen(backend.port)).toBe(true);
  });
  test.afterAll(() => {
    child?.kill();
  });
  return backend;
}

/**
 * How a request to the backend is handled on its way: `before` runs first
 * and may answer it itself (true: handled), e.g. to fail it, or make it
 * wait, as a slow backend or a stalled mobile connection would.
 */
export type BackendHook = (
  route: Route,
  body: { action?: string; params?: Record<string, unknown> },
) => Promise<boolean>;

/**
 * Opens the fixture build's admin at `hash` and signs in through the local
 * backend on `port`; `atSignIn` runs while the sign-in screen shows.
 */
export async function openAdmin(
  page: Page,
  port: number,
  hash = "",
  before?: BackendHook,
  atSignIn?: () => Promise<void>,
) {
  // Nothing leaves this machine: every request goes to 127.0.0.1.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    throw new Error(`request outside 127.0.0.1: ${route.request().url()}`);
  });
  // The admin was built to call its backend on FIXTURE.cmsLocalPort.
  const builtFor = `http://127.0.0.1:${FIXTURE.cmsLocalPort}/`;
  await page.route(`${builtFor}**`, async (route) => {
    const body = JSON.parse(route.request().postData() || "{}");
    if (before && (await before(route, body))) return;
    const url = route.request().url().replace(builtFor, `http://127.0.0.1:${port}/`);
    // decap-server may close a kept-alive connection as the next request
    // goes out (ECONNRESET, seen on a busy machine); that request never
    // reached it, so it is sent once more.
    const response = await route.fetch({ url }).catch(() => route.fetch({ url }));
    await route.fulfill({ response });
  });
  await page.goto(`admin/${hash}`);
  const signIn = page.getByRole("button", { name: "Masuk" });
  await expect(signIn).toBeVisible();
  await atSignIn?.();
  await signIn.click();
}

/** Lets requests still on their way when a test ends go, not counted as errors. */
export function releaseRoutes() {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
}

/** Picks an option of a select or relation field (react-select) by its text. */
export async function choose(page: Page, label: string | RegExp, text: string) {
  const input = page.getByLabel(label, { exact: typeof label === "string" });
  await input.fill(text);
  await page
    .getByRole("option", { name: new RegExp(text) })
    .first()
    .click();
}

/** How the secretary presses: a tap on a phone, a click elsewhere. */
export interface Press {
  touch?: boolean;
}
export const press = (locator: Locator, { touch = false }: Press) => (touch ? locator.tap() : locator.click());

/**
 * Publishes the entry open in the editor, and waits for the admin to say it
 * is saved; `menuShown` runs while the publish menu is open.
 */
export async function publish(page: Page, how: Press & { menuShown?: () => Promise<void> } = {}) {
  // The last publish's notice gone first, so that it is not taken for this one's.
  await expect(page.getByText(/^Tersimpan; situs diperbarui/)).toBeHidden();
  await press(page.getByRole("button", { name: "Terbitkan", exact: true }), how);
  await how.menuShown?.();
  await press(page.getByText("Terbitkan sekarang"), how);
  // The local backend writes the files and commits: many seconds for a big photo on a busy machine.
  await expect(page.getByText(/^Tersimpan; situs diperbarui/)).toBeVisible();
  // A new entry's editor is then drawn again at the entry's own address
  // (Decap moves from …/new once saved): a tap before that lands on the
  // editor being replaced.
  await expect(page).not.toHaveURL(/\/new$/);
}

export interface EventFields {
  title: string;
  date: string;
  start: string;
  end?: string;
  place: string;
  participants: string;
  category: string;
  text: string;
}

/** Fills the event form, open in the editor; the end time only when given. */
export async function fillEvent(page: Page, event: EventFields) {
  // Its address (the file's name) is made from the title: no field for it.
  await page.getByLabel("Judul", { exact: true }).fill(event.title);
  await page.getByLabel("Tanggal").fill(event.date);
  await page.getByLabel("Jam mulai (WIT)").fill(event.start);
  if (event.end) await page.getByLabel(/Jam selesai \(WIT\)/).fill(event.end);
  await page.getByLabel("Tempat").fill(event.place);
  await page.getByLabel("Peserta").fill(event.participants);
  await choose(page, "Kategori", event.category);
  await page.getByLabel("Keterangan", { exact: true }).first().fill(event.text);
}

/**
 * A JPEG at `file` as a phone gives it; `sideways`, as a camera stores a
 * photo taken upright: turned, with the EXIF mark that says to turn it back.
 * (In another colour: the build's image cache knows a photo by its pixels,
 * not by that mark.)
 */
export async function jpeg(file: string, { width = 1200, height = 900, sideways = false } = {}) {
  const background = sideways ? "#4a6b8a" : "#6b8e23";
  const image = sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 90 });
  await (sideways ? image.withMetadata({ orientation: 6 }) : image).toFile(file);
  return file;
}

/** Whether the phone keeps `text` in an unsaved form's backup (Decap's own, in IndexedDB, admin/decap-patches.mjs). */
function onPhone(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    const open = indexedDB.open("localforage");
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    // A database just made (nothing written yet) has no store.
    if (!db.objectStoreNames.contains("keyvaluepairs")) {
      db.close();
      return false;
    }
    const all = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").getAll();
    const values = await new Promise<unknown[]>((resolve) => (all.onsuccess = () => resolve(all.result)));
    db.close();
    return values.some((value) => JSON.stringify(value ?? "").includes(wanted));
  }, text);
}

/**
 * Waits until the phone keeps `text` in an unsaved form's backup: what is
 * typed is kept a moment after, as a reload a person makes would find it.
 */
export async function keptOnPhone(page: Page, text: string) {
  await expect.poll(() => onPhone(page, text)).toBe(true);
}

/** Waits until nothing the phone keeps holds `text` any more. */
export async function goneFromPhone(page: Page, text: string) {
  await expect.poll(() => onPhone(page, text)).toBe(false);
}

/** The admin's own question offering what was typed and not saved (admin/backup-offer.ts). */
export const backupOffer = (page: Page) => page.getByRole("dialog", { name: "Lanjutkan yang belum disimpan?" });
