/**
 * The check before a save (admin/cross-check.ts) on a slow or failing
 * connection: it waits and asks again by itself, and refuses only for a
 * true reason. The delays and failures are put into the backend's answers
 * on their way (support.ts's hook); the tests wait for what the admin
 * does, never for time.
 */
import { expect, test, type Page } from "@playwright/test";
import { PATIENCE } from "../support/patience.mjs";
import { fillEvent, fixtureRepo, localBackend, openAdmin, publish, releaseRoutes } from "./support";

test.describe.configure({ mode: "default", timeout: 5 * PATIENCE });

const repo = fixtureRepo();
const backend = localBackend(repo);
releaseRoutes();

const event = {
  title: "Rapat Pengurus Uji",
  date: "2026-06-06",
  start: "10.00",
  place: "Sekretariat Uji",
  participants: "12",
  category: "Pendidikan",
  text: "Rapat bulanan pengurus cabang.",
};

/** Whatever the admin has said, gathered as it appears (a notice may fade before it is looked for). */
async function recordNotices(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(document.body?.innerText ?? "")).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said.join("\n"));
}

test.describe("on a 360 px phone, by touch", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("publishes while every backend request answers 4 s late, with no false refusal", async ({ page }) => {
    const said = await recordNotices(page);
    await openAdmin(page, backend.port, "#/collections/kegiatan/new", async () => {
      // A slow backend: each answer 4 s late (the injected fault, not a wait of the test's).
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      return false;
    });
    await fillEvent(page, event);
    await publish(page, { touch: true });
    expect(repo.readJson("content/events/rapat-pengurus-uji.json")).toMatchObject({ title: event.title });
    expect(repo.git("log", "-1", "--format=%s")).toBe("Tambah Kegiatan “rapat-pengurus-uji” lewat admin");
    const everything = await said();
    expect(everything).not.toMatch(/sambungan|terputus|Belum tersimpan/);
  });
});

/** The check's own read: the topic files at the top of content/ (Decap lists only the entry folders). */
const checkRead = (action?: string, params?: Record<string, unknown>) =>
  action === "entriesByFolder" && params?.folder === "content";

test("one failed read before a save is sent again, and the save goes through", async ({ page }) => {
  let failing = false;
  let reads = 0;
  await openAdmin(page, backend.port, "#/collections/kegiatan/new", async (route, { action, params }) => {
    if (!failing || !checkRead(action, params)) return false;
    reads++;
    // The first read of the check fails, as on a dropped connection.
    if (reads > 1) return false;
    await route.abort("connectionreset");
    return true;
  });
  await fillEvent(page, event);
  failing = true;
  await publish(page);
  // It was read again after its failure, and then the entry was saved.
  expect(reads).toBe(2);
  expect(repo.readJson("content/events/rapat-pengurus-uji.json")).toMatchObject({ title: event.title });
});

test("a backend that fails every read: refused, saying why plainly, and nothing written", async ({ page }) => {
  const before = repo.git("rev-parse", "HEAD");
  // The admin's own clock, so that its half minute of patience (admin/retrying.ts) passes at once.
  await page.clock.install();
  await openAdmin(page, backend.port, "#/collections/kegiatan/new", async (route, { action, params }) => {
    if (!checkRead(action, params)) return false;
    await route.fulfill({ status: 500, json: { error: "Request timed out" } });
    return true;
  });
  await fillEvent(page, event);
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  await page.getByText("Terbitkan sekarang").click();
  const refusal = page
    .getByText(
      /server lokal \(npm run admin\) sedang bermasalah: selama setengah menit berkali-kali menjawab dengan kode kesalahan 500/,
    )
    .first();
  // Each look moves the admin's clock on by a pause; each failed read then waits for the next.
  await expect
    .poll(async () => {
      await page.clock.fastForward(2_000);
      return refusal.isVisible();
    })
    .toBe(true);
  expect(repo.git("rev-parse", "HEAD")).toBe(before);
});
