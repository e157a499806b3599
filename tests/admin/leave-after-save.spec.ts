/**
 * Leaving the editor of a new entry while it is being saved (issue 48):
 * Decap moved the editor to the entry's own address only after the commit,
 * its "Tersimpan" notice and a fresh read of the entry, so a tap on
 * "Menulis di koleksi …" in that time showed the list, then the editor
 * again. Now it moves only from where the save began
 * (admin/decap-patches.mjs): the tap leads to the list, which stays; a
 * failed save keeps the secretary with her form.
 */
import { expect, test, type Page } from "@playwright/test";
import { PATIENCE } from "../support/patience.mjs";
import { fillEvent, fixtureRepo, localBackend, openAdmin, releaseRoutes, type BackendHook } from "./support";

test.describe.configure({ mode: "default", timeout: 5 * PATIENCE });

const repo = fixtureRepo();
const backend = localBackend(repo);
releaseRoutes();

const event = {
  title: "Rapat Pengurus Uji",
  date: "2026-05-02",
  start: "14.00",
  place: "Sekretariat",
  participants: "12",
  category: "Pendidikan",
  text: "Rapat bulanan pengurus.",
};
const entryAddress = "#/collections/kegiatan/entries/rapat-pengurus-uji";

/** The admin's addresses (after `#`) the tab has been at, in order. */
function addresses(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).hash);
  });
  return seen;
}

/** A hook that holds the commit of an entry until `release` is called; `held` says whether it has come. */
function holdCommit() {
  const hold = { held: false, release: () => {} };
  const released = new Promise<void>((resolve) => (hold.release = resolve));
  const hook: BackendHook = async (_route, { action }) => {
    if (action !== "persistEntry") return false;
    hold.held = true;
    await released;
    return false;
  };
  return { hold, hook };
}

async function tapPublish(page: Page) {
  await page.getByRole("button", { name: "Terbitkan", exact: true }).tap();
  await page.getByText("Terbitkan sekarang").tap();
}

test.describe("on a 360 px phone, by touch", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a tap on the back link while a new entry is saved leads to the list, which stays once it is saved", async ({
    page,
  }) => {
    const { hold, hook } = holdCommit();
    const seen = addresses(page);
    await openAdmin(page, backend.port, "#/collections/kegiatan/new", hook);
    await fillEvent(page, event);
    await tapPublish(page);
    await expect.poll(() => hold.held).toBe(true);
    // The secretary goes back to the list while the commit is on its way.
    await page.getByRole("link", { name: /Menulis di koleksi Kegiatan/ }).tap();
    await expect(page).toHaveURL(/#\/collections\/kegiatan$/);
    // Decap reads the saved entry again, the last thing it does before it would move the editor.
    const readAgain = page.waitForResponse((response) =>
      /"action":"getEntry"/.test(response.request().postData() ?? ""),
    );
    hold.release();
    await expect(page.getByText(/^Tersimpan; situs diperbarui/)).toBeVisible();
    // Saved, the entry is in the list, and the tap is not undone: the editor never comes back.
    await expect(page.getByRole("link", { name: new RegExp(`^${event.title} \\(`) })).toBeVisible();
    await readAgain;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
    await expect(page).toHaveURL(/#\/collections\/kegiatan$/);
    await expect(page.getByRole("link", { name: /Kegiatan baru/ })).toBeVisible();
    expect(seen).not.toContain(entryAddress);
    expect(seen.at(-1)).toBe("#/collections/kegiatan");
    expect(repo.readJson("content/events/rapat-pengurus-uji.json")).toMatchObject({ title: event.title });
  });

  test("a save that fails keeps no tap: the back link then works as before, asking first", async ({ page }) => {
    const before = repo.git("rev-parse", "HEAD");
    await openAdmin(page, backend.port, "#/collections/kegiatan/new", async (route, { action }) => {
      if (action !== "persistEntry") return false;
      await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"disk penuh"}' });
      return true;
    });
    await fillEvent(page, event);
    await tapPublish(page);
    await expect(page.getByText(/^Belum tersimpan/).first()).toBeVisible();
    expect(repo.git("rev-parse", "HEAD")).toBe(before);
    // The form is not saved: Decap asks before leaving it, and leaves when told to.
    const asked = page.waitForEvent("dialog").then(async (dialog) => {
      await dialog.accept();
      return dialog.message();
    });
    await page.getByRole("link", { name: /Menulis di koleksi Kegiatan/ }).tap();
    expect(await asked).toBeTruthy();
    await expect(page).toHaveURL(/#\/collections\/kegiatan$/);
    await expect(page.getByRole("link", { name: /Kegiatan baru/ })).toBeVisible();
  });
});
