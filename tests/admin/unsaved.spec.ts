/**
 * Nothing typed is lost (issue 62): what is typed in a form is kept on the
 * phone as it is typed (Decap's own local backup, made to work by
 * admin/decap-patches.mjs), and a form left by a link, the back button or a
 * reload offers it again when it is opened again, for a new entry and for
 * one already saved. And each form opens with its fields, whatever the eye
 * showed in the last one.
 */
import { expect, test, type Dialog, type Page } from "@playwright/test";
import { join } from "node:path";
import { PATIENCE } from "../support/patience.mjs";
import { choose, fixtureRepo, jpeg, keptOnPhone, localBackend, openAdmin, releaseRoutes } from "./support";

test.describe.configure({ mode: "default", timeout: 5 * PATIENCE });

const repo = fixtureRepo();
const backend = localBackend(repo);
releaseRoutes();

const LEAVE =
  /^Tinggalkan formulir ini\? Yang sudah Anda tulis belum diterbitkan, tetapi tetap tersimpan di perangkat ini/;
const OFFER = /^Lanjutkan yang belum disimpan\?/;

/** Answers the admin's questions: OK to each (the browser's own before a reload too), `no` to the offer; records them. */
function answer(page: Page, { no = false } = {}): string[] {
  const asked: string[] = [];
  page.on("dialog", (dialog: Dialog) => {
    asked.push(dialog.type() === "beforeunload" ? "beforeunload" : dialog.message());
    void (no && OFFER.test(dialog.message()) ? dialog.dismiss() : dialog.accept());
  });
  return asked;
}

test.describe("on a 360 px phone, by touch", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a half-written event, left by its back link and opened again as a new entry, gets its title back", async ({
    page,
  }) => {
    const asked = answer(page);
    await openAdmin(page, backend.port, "#/collections/kegiatan/new");
    await page.getByLabel("Judul", { exact: true }).fill("Ibadah Setengah Jadi");
    await page.getByLabel("Tempat").fill("Aula Uji");
    // At once, as a finger may: nothing waits for the typing to settle.
    await page.getByRole("link", { name: /Menulis di koleksi Kegiatan/ }).tap();
    await expect(page).toHaveURL(/#\/collections\/kegiatan$/);
    expect(asked).toEqual([expect.stringMatching(LEAVE)]);

    await page.getByRole("link", { name: /Kegiatan baru/ }).tap();
    await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Ibadah Setengah Jadi");
    await expect(page.getByLabel("Tempat")).toHaveValue("Aula Uji");
    expect(asked).toEqual([expect.stringMatching(LEAVE), expect.stringMatching(OFFER)]);
  });

  test("a half-written article, left by the back button and by a reload, gets every block back", async ({ page }) => {
    const asked = answer(page);
    await openAdmin(page, backend.port, "#/collections/berita");
    await page.getByRole("link", { name: /Berita baru/ }).tap();
    await page.getByLabel("Judul", { exact: true }).fill("Laporan Setengah Jadi");
    await page.getByLabel("Penulis", { exact: true }).fill("Debora Contoh");
    await choose(page, "Jenis", "Berita Cabang");
    const addBlock = async (kind: string) => {
      await page.getByRole("button", { name: "Tambah blok" }).tap();
      await page.getByRole("menuitem", { name: kind }).tap();
    };
    await addBlock("Paragraf");
    await page.getByLabel("Paragraf", { exact: true }).fill("Retret dimulai dengan ibadah pagi.");
    await addBlock("Subjudul");
    await page.getByLabel("Subjudul", { exact: true }).fill("Yang dibahas");
    await addBlock("Daftar");
    for (const item of ["program kerja", "keuangan"]) {
      await page.getByRole("button", { name: "Tambah butir" }).tap();
      await page.getByLabel("Butir", { exact: true }).last().fill(item);
    }
    await addBlock("Foto");
    await page.getByRole("button", { name: "Pilih foto", exact: true }).last().tap();
    await page.locator("input[type=file]").setInputFiles(await jpeg(join(repo.dir, "..", "IMG_setengah.jpg")));
    await page.getByRole("button", { name: "Pakai yang dipilih" }).tap();
    await page.getByLabel("Keterangan", { exact: true }).last().fill("Peserta retret");

    const everyBlock = async (caption = "Peserta retret") => {
      await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Laporan Setengah Jadi");
      await expect(page.getByLabel("Paragraf", { exact: true })).toHaveValue("Retret dimulai dengan ibadah pagi.");
      await expect(page.getByLabel("Subjudul", { exact: true })).toHaveValue("Yang dibahas");
      await expect(page.getByLabel("Butir", { exact: true })).toHaveCount(2);
      await expect(page.getByLabel("Butir", { exact: true }).last()).toHaveValue("keuangan");
      await expect(page.getByLabel("Keterangan", { exact: true }).last()).toHaveValue(caption);
      // The photo picked, not yet uploaded, comes back with the rest (its block opened, as the others, closed).
      await photoShown();
    };
    const photoShown = async () => {
      const change = page.getByRole("button", { name: "Pilih foto lain" });
      if (!(await change.isVisible()))
        await page.getByRole("button", { name: "Buka atau tutup baris ini" }).last().tap();
      await expect(change).toBeVisible();
      await expect
        .poll(() => page.locator("img[role=presentation]").evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    };

    // The phone's back button.
    await page.goBack();
    await expect(page).toHaveURL(/#\/collections\/berita$/);
    await page.getByRole("link", { name: /Berita baru/ }).tap();
    await everyBlock();

    // A reload (or the browser closing the tab): the browser asks, then the form offers it again, as it was last.
    await page.getByLabel("Keterangan", { exact: true }).last().fill("Peserta retret di aula");
    await keptOnPhone(page, "Peserta retret di aula");
    await page.reload();
    await everyBlock("Peserta retret di aula");
    expect(asked.filter((question) => OFFER.test(question))).toHaveLength(2);
    expect(asked).toContain("beforeunload");
  });

  test("an event already saved, changed and reloaded, gets the change back; “Batal” throws it away for good", async ({
    page,
  }) => {
    const asked = answer(page);
    await openAdmin(page, backend.port, "#/collections/kegiatan/entries/natal-uji");
    const place = page.getByLabel("Tempat");
    await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Natal Uji");
    const saved = await place.inputValue();
    await place.fill("Gedung Baru Uji");
    await keptOnPhone(page, "Gedung Baru Uji");
    await page.reload();
    await expect(place).toHaveValue("Gedung Baru Uji");
    expect(asked.filter((question) => OFFER.test(question))).toHaveLength(1);

    // Offered again after the next reload, and refused: what is saved, and no offer after that.
    page.removeAllListeners("dialog");
    const refused = answer(page, { no: true });
    await page.reload();
    await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Natal Uji");
    await expect(place).toHaveValue(saved);
    expect(refused.filter((question) => OFFER.test(question))).toHaveLength(1);
    await page.reload();
    await expect(place).toHaveValue(saved);
    expect(refused.filter((question) => OFFER.test(question))).toHaveLength(1);
  });

  test("a new document opened right after an article's preview shows its fields", async ({ page }) => {
    await openAdmin(page, backend.port, "#/collections/berita/entries/b-berita-terbaru");
    await expect(page.getByLabel("Judul", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Tampilkan pratinjau" }).tap();
    await expect(page.locator("iframe")).toHaveCount(1);
    await expect(page.getByLabel("Judul", { exact: true })).toBeHidden();
    await page.getByRole("link", { name: /Menulis di koleksi Berita/ }).tap();
    await page.getByRole("link", { name: "Dokumen", exact: true }).tap();
    await page.getByRole("link", { name: /Dokumen baru/ }).tap();
    await expect(page.getByLabel("Judul", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Keterangan")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});
