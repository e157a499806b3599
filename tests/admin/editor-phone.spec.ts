/**
 * The entry editor on a 360 px phone, as the secretary meets it (issue 48,
 * round three's small ones): the site's state above the form, "Lihat di
 * situs" opening the entry's own page, a refused save showing its first
 * problem, and an end before the start marked on the first save.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { FIXTURE } from "../support/fixture-site.mjs";
import { PATIENCE } from "../support/patience.mjs";
import { choose, fixtureRepo, localBackend, openAdmin, publish, releaseRoutes } from "./support";

test.describe.configure({ mode: "default", timeout: 5 * PATIENCE });

const repo = fixtureRepo();
const backend = localBackend(repo);
releaseRoutes();

/** Whether the middle of `locator` is what a finger there would touch (nothing drawn over it). */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && element.contains(hit);
  });

/** Whether `locator` is wholly on the screen. */
const whollyOnScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });

async function tapPublish(page: Page) {
  await page.getByRole("button", { name: "Terbitkan", exact: true }).tap();
  await page.getByText("Terbitkan sekarang").tap();
}

test.describe("on a 360 px phone, by touch", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the site's state shows above the editor too, not under it; while a field has focus, the state and the toolbar take at most 15% of the screen", async ({
    page,
  }) => {
    await openAdmin(page, backend.port, "#/collections/kegiatan/entries/natal-uji");
    await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Natal Uji");
    const state = page.getByRole("status").filter({ hasText: /^Ini salinan di komputer ini\./ });
    await expect(state).toBeVisible();
    await expect.poll(() => onTop(state)).toBe(true);
    // The toolbar starts below it, whole.
    const back = page.getByRole("link", { name: /Menulis di koleksi Kegiatan/ });
    const remove = page.getByRole("button", { name: "Hapus entri" });
    await expect.poll(() => onTop(back)).toBe(true);
    await expect.poll(() => onTop(remove)).toBe(true);
    const stateBox = (await state.boundingBox())!;
    expect((await back.boundingBox())!.y).toBeGreaterThanOrEqual(stateBox.y + stateBox.height - 1);

    // Typing (the keyboard up, half the screen gone): the form has all but the top 15% (111 px of 740),
    // measured by what a finger touches there; the way back and "Terbitkan" still on top, within it.
    const place = page.getByLabel("Tempat");
    await place.tap();
    await expect(place).toBeFocused();
    const formFrom = (y: number) =>
      page.evaluate((top) => {
        const hit = document.elementFromPoint(180, top);
        return Boolean(hit && document.activeElement?.closest('[class*="-ControlPaneContainer"]')?.contains(hit));
      }, y);
    await expect.poll(() => formFrom(0.15 * 740)).toBe(true);
    await expect(state).toBeHidden();
    const publishing = page.getByRole("button", { name: "Sudah terbit" });
    for (const control of [back, publishing]) {
      await expect.poll(() => onTop(control)).toBe(true);
      expect((await control.boundingBox())!.y + (await control.boundingBox())!.height).toBeLessThanOrEqual(0.15 * 740);
    }
    await place.fill("Gedung Baru Uji");
    await expect(place).toBeFocused();
    await expect.poll(() => formFrom(0.15 * 740)).toBe(true);
    // Left, the field gives the screen back: the state, deleting and "Lihat di situs" are there again.
    await page.getByText("Nama tempat dan alamatnya", { exact: false }).tap();
    await expect(place).not.toBeFocused();
    await expect(state).toBeVisible();
    await expect.poll(() => onTop(remove)).toBe(true);
  });

  /** The address of the site's page at `path` beside the admin on this computer (the fixture's build, served here). */
  const onSite = (tab: Page, path: string) => `${new URL(tab.url()).origin}${FIXTURE.basePath}${path.slice(1)}`;

  for (const [entry, page, what] of [
    ["kegiatan/entries/natal-uji", "/kegiatan/natal-uji", "an event: its own page"],
    ["berita/entries/b-berita-terbaru", "/berita/b-berita-terbaru", "an article: its own page"],
    [
      "berita/entries/c-berita-tengah",
      "/berita#c-berita-tengah",
      "an article without a body: its card on the news list",
    ],
    ["organisasi/entries/pengurus", "/tentang-bpc", "the board: the page that shows it"],
  ] as const) {
    test(`“Lihat di situs” opens the entry's page: ${what}`, async ({ page: tab }) => {
      await openAdmin(tab, backend.port, `#/collections/${entry}`);
      await expect(tab.getByRole("link", { name: "Lihat di situs" })).toHaveAttribute("href", onSite(tab, page));
    });
  }

  test("a refused save brings its first problem onto the screen, its field focused", async ({ page }) => {
    const before = repo.git("rev-parse", "HEAD");
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await openAdmin(page, backend.port, "#/collections/kegiatan/new");
    // A blank new form is not saved yet, and says so.
    await expect(page.getByText("Belum disimpan", { exact: true })).toBeVisible();
    await expect(page.getByText("Tersimpan", { exact: true })).toHaveCount(0);
    // Everything but the description, far down the form; the form back at its top.
    await page.getByLabel("Judul", { exact: true }).fill("Rapat Pengurus Uji");
    await page.getByLabel("Tanggal").fill("2026-05-02");
    await page.getByLabel("Jam mulai (WIT)").fill("14.00");
    await page.getByLabel("Tempat").fill("Sekretariat");
    await page.getByLabel("Peserta").fill("12");
    await choose(page, "Kategori", "Pendidikan");
    const title = page.getByLabel("Judul", { exact: true });
    await title.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await title.blur();
    const description = page.getByLabel("Keterangan", { exact: true }).first();
    expect(await whollyOnScreen(description)).toBe(false);

    await tapPublish(page);
    const message = page.getByText("Keterangan wajib diisi.", { exact: true });
    await expect(message).toBeVisible();
    await expect.poll(() => whollyOnScreen(message)).toBe(true);
    await expect(description).toBeFocused();
    expect(await whollyOnScreen(description)).toBe(true);
    expect(repo.git("rev-parse", "HEAD")).toBe(before);
    // Refused, quietly: no error left behind in the page.
    expect(errors).toEqual([]);
  });

  test("an end before the start is marked on the first save, with the rest", async ({ page }) => {
    const before = repo.git("rev-parse", "HEAD");
    await openAdmin(page, backend.port, "#/collections/kegiatan/new");
    await page.getByLabel("Judul", { exact: true }).fill("Kegiatan Terbalik Uji");
    await page.getByLabel("Tanggal").fill("2026-05-02");
    await page.getByLabel("Jam mulai (WIT)").fill("14.00");
    await page.getByLabel(/Jam selesai \(WIT\)/).fill("09.00");
    await page.getByLabel("Peserta").fill("10");
    await choose(page, "Kategori", "Sosial");
    await page.getByLabel("Keterangan", { exact: true }).first().fill("Jamnya terbalik.");

    // First save, with the place still empty: both are marked at once.
    await tapPublish(page);
    await expect(page.getByText("Tempat wajib diisi.", { exact: true })).toBeVisible();
    const endWrong = page.getByText(/^harus sesudah jam mulai/);
    await expect(endWrong).toBeVisible();
    // The place filled, the end not: refused again, the end still marked; nothing written.
    await page.getByLabel("Tempat").fill("Sekretariat");
    await tapPublish(page);
    await expect(page.getByText("Tempat wajib diisi.", { exact: true })).toBeHidden();
    await expect(endWrong).toBeVisible();
    await expect(page.getByText(/Error/)).toHaveCount(0);
    expect(repo.git("rev-parse", "HEAD")).toBe(before);

    // Put right, it is saved.
    await page.getByLabel(/Jam selesai \(WIT\)/).fill("16.00");
    await publish(page, { touch: true });
    expect(repo.readJson("content/events/kegiatan-terbalik-uji.json")).toMatchObject({
      startTime: "14.00",
      endTime: "16.00",
    });
    // Its page, on the site beside this admin, at once (not only once the entry is opened again).
    await expect(page.getByRole("link", { name: "Lihat di situs" })).toHaveAttribute(
      "href",
      onSite(page, "/kegiatan/kegiatan-terbalik-uji"),
    );
  });

  test("the eye covers nothing of the form: “Tambah foto” at the top of the form is free to tap", async ({ page }) => {
    await openAdmin(page, backend.port, "#/collections/kegiatan/entries/diskusi-januari-uji");
    await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Diskusi Januari Uji");
    const eye = page.getByRole("button", { name: "Tampilkan pratinjau" });
    const add = page.getByRole("button", { name: "Tambah foto" });
    // The form scrolled until the button is at its top, as a finger may leave it.
    await add.evaluate((element) => {
      let form = element.parentElement!;
      while (!/auto|scroll/.test(getComputedStyle(form).overflowY)) form = form.parentElement!;
      form.scrollTop += element.getBoundingClientRect().top - form.getBoundingClientRect().top;
    });
    await expect.poll(() => onTop(add)).toBe(true);
    await expect.poll(() => onTop(eye)).toBe(true);
    const form = (await page.locator('[class*="-ControlPaneContainer"]').first().boundingBox())!;
    const { x, y, width, height } = (await eye.boundingBox())!;
    const overlaps = x < form.x + form.width && x + width > form.x && y < form.y + form.height && y + height > form.y;
    expect(overlaps, "the eye over the form").toBe(false);
  });
});
