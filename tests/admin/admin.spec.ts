/**
 * The content admin (/admin/ of the fixture build) driven as the secretary
 * would, against a temporary copy of the fixture's content in its own git
 * repository, through Decap's local backend (decap-server) on 127.0.0.1.
 * Each change must land as a file and a commit, and build into the site.
 *
 * Every test starts from the fixture's repository as it was first committed
 * (beforeEach), so one failure does not stop the others: after a failure
 * Playwright goes on with the next test on a fresh worker.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { FIXTURE } from "../support/fixture-site.mjs";
import { PATIENCE } from "../support/patience.mjs";
import {
  choose,
  fillEvent,
  fixtureRepo,
  jpeg,
  localBackend,
  openAdmin as openAdminAt,
  press,
  publish,
  releaseRoutes,
  type Press,
} from "./support";
import {
  diskusiGallery,
  ibadahKampusUji,
  laporanBaktiSosialUji,
  newChairName,
  peraturanCabangUji,
  retretKomisariatUji,
  retretPengurusUji,
} from "./written";

// In order on one worker (one backend); a failure does not stop the rest.
// Decap is a large app, driven here through whole forms, each publish a
// commit that waits for the local backend: room for several waits in a row.
test.describe.configure({ mode: "default", timeout: 5 * PATIENCE });

// The fixture's content in a repository of this file's own, reset before
// each test, and Decap's local backend on it.
const fixture = fixtureRepo();
const backend = localBackend(fixture);
releaseRoutes();
const { git, readJson } = fixture;

/**
 * With GUIDE_SCREENSHOTS=docs/images/admin-ponsel, the phone tests save the
 * views the content guide shows (docs/PANDUAN-KONTEN.md), so that its
 * pictures are remade from the admin as it is:
 *   GUIDE_SCREENSHOTS=docs/images/admin-ponsel npx playwright test tests/admin -g "360 px"
 */
async function guideShot(page: Page, name: string) {
  const folder = process.env.GUIDE_SCREENSHOTS;
  if (!folder) return;
  // A dialog still fading in would show the form through it.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await page.screenshot({ path: join(folder, `${name}.png`) });
}

/** Opens the admin at a collection's address and signs in locally. */
const openAdmin = (page: Page, hash = "") =>
  openAdminAt(page, backend.port, hash, undefined, () => guideShot(page, "1-masuk"));

/**
 * Selects a file in the media library ("Foto dan Berkas"), open. A click
 * that lands while Decap is still redrawing the library (its list arrives
 * from the backend, then each thumbnail) can be lost: seen on a busy
 * machine, the file shown but not selected. So the click is made again
 * while nothing is selected; never on a selection already made, since a
 * second click would undo it.
 */
async function selectInLibrary(page: Page, name: string) {
  const remove = page.getByRole("button", { name: "Hapus yang dipilih" });
  await expect(async () => {
    if (await remove.isDisabled()) await page.getByText(name, { exact: true }).click();
    await expect(remove).toBeEnabled({ timeout: PATIENCE / 10 });
  }).toPass({ timeout: PATIENCE });
}

/** Whether the form shows its photos' thumbnails, none of them broken. */
const thumbnailsShown = (page: Page) =>
  page
    .locator("img[role=presentation]")
    .evaluateAll(
      (images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
    );

/**
 * Adds a photo in the Foto form, open in the editor: its short name, the
 * file through the media library, its description and its maker.
 * `libraryShown` runs while the media library is open.
 */
async function addPhoto(
  page: Page,
  photo: { id: string; file: string; alt: string },
  how: Press & { libraryShown?: () => Promise<void> } = {},
) {
  await press(page.getByRole("button", { name: "Tambah foto" }), how);
  // The new photo's fields are the ones open; the others are folded.
  const visible = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });
  await visible("Nama pendek").fill(photo.id);
  await press(page.getByRole("button", { name: "Pilih foto", exact: true }), how);
  await page.locator("input[type=file]").setInputFiles(photo.file);
  await how.libraryShown?.();
  await press(page.getByRole("button", { name: "Pakai yang dipilih" }), how);
  await visible("Keterangan foto").fill(photo.alt);
  await visible("Pemilik foto").fill("stefonarch");
  await press(page.getByRole("option", { name: /stefonarch/ }).first(), how);
}

/**
 * Puts a photo in an image field of the form, as from a phone's gallery:
 * "Pilih foto" (the `index`-th such button of the form), the file through
 * the media library, which selects what it uploads, then "Pakai yang dipilih".
 */
async function uploadInField(page: Page, file: string, how: Press & { index?: number } = {}) {
  await press(page.getByRole("button", { name: "Pilih foto", exact: true }).nth(how.index ?? 0), how);
  await page.locator("input[type=file]").setInputFiles(file);
  await press(page.getByRole("button", { name: "Pakai yang dipilih" }), how);
}

/** A phone's photo in the folder above the repository, named as a phone names it. */
const phonePhoto = (name: string, width = 1200, height = 900) =>
  jpeg(join(fixture.dir, "..", `${name}_${Date.now() % 100_000}.jpg`), { width, height });

test("uploads a 4000×3000 phone photo with its description and credit", async ({ page }) => {
  const photo = join(fixture.dir, "..", `IMG_20270402_${Date.now() % 1000}.jpg`);
  await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toFile(photo);
  expect(statSync(photo).size).toBeGreaterThan(5_000_000);

  await openAdmin(page, "#/collections/foto/entries/foto");
  await addPhoto(page, {
    id: "ibadah-paskah-baru",
    file: photo,
    alt: "Mahasiswa berdoa bersama sesudah ibadah Paskah",
  });
  await publish(page);

  const registered = readJson("content/photos.json").photos.at(-1);
  expect(registered).toMatchObject({ id: "ibadah-paskah-baru", credit: "stefonarch" });
  const name = registered.file.slice(registered.file.lastIndexOf("/") + 1);
  expect(existsSync(join(fixture.dir, "content", "photos", name))).toBe(true);
  rmSync(photo);
});

test("creates an event through the form; it lands as a file and a commit", async ({ page }) => {
  await openAdmin(page, "#/collections/kegiatan/new");
  await fillEvent(page, {
    title: "Retret Pengurus Uji",
    date: "2026-04-18",
    start: "08.00",
    end: "15.30",
    place: "Aula Uji, Wamena",
    participants: "45",
    category: "Pendidikan",
    text: 'Retret dengan <script>alert("x")</script> sebagai teks.',
  });
  // A photo straight from the phone, uploaded in the event's own field.
  const photo = await phonePhoto("IMG_retret", 4000, 3000);
  await uploadInField(page, photo);
  // Its thumbnail at once, before anything is saved.
  await expect.poll(() => thumbnailsShown(page)).toBe(true);
  await page.getByLabel(/^Keterangan foto/).fill("Mahasiswa berdoa bersama sesudah ibadah Paskah");
  // The preview pane shows the site's own event card.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { name: "Retret Pengurus Uji" })).toBeVisible();
  await expect(preview.getByText("Sabtu, 18 April 2026")).toBeVisible();
  await publish(page);

  expect(readJson("content/events/retret-pengurus-uji.json")).toEqual(
    retretPengurusUji(expect.stringMatching(/^content\/photos\/.+\.jpg$/)),
  );
  expect(git("log", "-1", "--format=%s")).toBe("Tambah Kegiatan “retret-pengurus-uji” lewat admin");
  rmSync(photo);
  expect(git("status", "--porcelain")).toBe("");
});

test("edits one article and deletes another", async ({ page }) => {
  await openAdmin(page, "#/collections/berita/entries/b-berita-terbaru");
  // The photo saved in its body shows, read from the repository.
  await expect.poll(() => thumbnailsShown(page)).toBe(true);
  await page.getByLabel("Judul", { exact: true }).fill("Berita Terbaru Uji, Diperbarui");
  await publish(page);
  expect(readJson("content/news/b-berita-terbaru.json").title).toBe("Berita Terbaru Uji, Diperbarui");
  // The file keeps its keys' order: the commit changes its one line, nothing moves.
  expect(git("show", "--numstat", "--format=", "HEAD")).toBe("1\t1\tcontent/news/b-berita-terbaru.json");

  // One no event reports (a report's article cannot go while its event names it).
  await page.goto("admin/#/collections/berita/entries/c-berita-tengah");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Hapus entri" }).click();
  await expect.poll(() => git("log", "-1", "--format=%s")).toBe("Hapus Berita “c-berita-tengah” lewat admin");
  expect(existsSync(join(fixture.dir, "content/news/c-berita-tengah.json"))).toBe(false);
  // Decap returns to the list only after its commit: going elsewhere before that, its late return
  // would take the next page away (a CI run waited 3 minutes for a button on a list).
  await expect(page).toHaveURL(/#\/collections\/berita$/);

  // The report of an event stays while its event names it: the deletion is refused, saying why, once.
  await page.goto("admin/#/collections/berita/entries/a-berita-lama");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Hapus entri" }).click();
  const refused = page.getByText(/Kegiatan, "Natal Uji", kolom "[^"]+" jadi salah: berita "a-berita-lama"/);
  await expect(refused.filter({ visible: true })).toHaveText(/^"a-berita-lama" belum dihapus: Kegiatan, "Natal Uji"/);
  await expect(page.getByText(/^Entri gagal dihapus/).filter({ visible: true })).toHaveCount(0);
  expect(existsSync(join(fixture.dir, "content/news/a-berita-lama.json"))).toBe(true);
});

test("refuses an end before the start and an empty required field, and writes nothing", async ({ page }) => {
  const before = git("rev-parse", "HEAD");
  await openAdmin(page, "#/collections/kegiatan/new");
  await page.getByLabel("Judul", { exact: true }).fill("A".repeat(5000));
  await page.getByLabel("Tanggal").fill("2026-05-02");
  await page.getByLabel("Jam mulai (WIT)").fill("14.00");
  await page.getByLabel(/Jam selesai \(WIT\)/).fill("09.00");
  await page.getByLabel("Peserta").fill("10");
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  await page.getByText("Terbitkan sekarang").click();
  // The form's own rules: required fields and patterns, by label; and on the
  // same first try the build's rule that compares the end with the start
  // (admin/compared-field.tsx).
  await expect(page.getByText("Judul: Paling banyak 120 karakter, termasuk spasi.", { exact: true })).toBeVisible();
  await expect(page.getByText("Tempat wajib diisi.", { exact: true })).toBeVisible();
  const endWrong = page.getByText(/^harus sesudah jam mulai/);
  await expect(endWrong).toBeVisible();

  await page.getByLabel("Judul", { exact: true }).clear();
  await page.getByLabel("Judul", { exact: true }).fill("Kegiatan Salah");
  await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Kegiatan Salah");
  await page.getByLabel("Tempat").fill("Sekretariat");
  await choose(page, "Kategori", "Sosial");
  await page.getByLabel("Keterangan", { exact: true }).first().fill("Jamnya terbalik.");
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  await page.getByText("Terbitkan sekarang").click();
  // Still refused for the end alone, in Indonesian only.
  await expect(page.getByText("Tempat wajib diisi.", { exact: true })).toBeHidden();
  await expect(endWrong).toBeVisible();
  await expect(page.getByText(/Error/)).toHaveCount(0);
  expect(git("rev-parse", "HEAD")).toBe(before);
  expect(existsSync(join(fixture.dir, "content/events/kegiatan-salah.json"))).toBe(false);
});

test("a second event of the same title gets an address of its own", async ({ page }) => {
  await openAdmin(page, "#/collections/kegiatan/new");
  await fillEvent(page, {
    title: "Natal Uji",
    date: "2026-12-19",
    start: "17.00",
    place: "Gedung Gereja Uji",
    participants: "80",
    category: "Kerohanian",
    text: "Natal kedua dengan judul yang sama.",
  });
  await publish(page);
  // The fixture's natal-uji.json keeps its address; the new one is beside it.
  expect(readJson("content/events/natal-uji.json").date).not.toBe("2026-12-19");
  expect(readJson("content/events/natal-uji-1.json")).toMatchObject({ title: "Natal Uji", date: "2026-12-19" });
});

test("refuses to remove a photo an event still shows, and says where; writes nothing", async ({ page }) => {
  const before = git("rev-parse", "HEAD");
  await openAdmin(page, "#/collections/foto/entries/foto");
  // The list's first entry, "kabut": × removes it, once confirmed.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Hapus baris ini" }).first().click();
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  await page.getByText("Terbitkan sekarang").click();
  // Told in the notice, and above the form until the secretary changes it.
  const refused = page.getByRole("alert").filter({
    hasText:
      /^Belum tersimpan: .*Kegiatan, "Bakti Sosial Uji", kolom "Foto[^"]*" jadi salah: foto "kabut" tidak terdaftar/,
  });
  await expect(refused).toHaveCount(2);
  await expect(refused).toHaveCount(1);
  expect(git("rev-parse", "HEAD")).toBe(before);
  expect(readJson("content/photos.json").photos[0].id).toBe("kabut");
});

test("deletes, in the media library, a photo no entry shows, and refuses one an event shows", async ({ page }) => {
  cpSync(
    join(fixture.dir, "content", "photos", "bukit.jpg"),
    join(fixture.dir, "content", "photos", "tak-terpakai.jpg"),
  );
  git("add", "-A");
  git("commit", "-q", "-m", "Foto yang tidak dipakai");
  await openAdmin(page);
  await page.getByRole("button", { name: "Foto dan Berkas" }).click();
  await selectInLibrary(page, "tak-terpakai.jpg");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Hapus yang dipilih" }).click();
  await expect
    .poll(() => git("log", "-1", "--format=%s"))
    .toBe("Hapus foto “content/photos/tak-terpakai.jpg” lewat admin");
  expect(existsSync(join(fixture.dir, "content", "photos", "tak-terpakai.jpg"))).toBe(false);

  const before = git("rev-parse", "HEAD");
  await selectInLibrary(page, "senja.jpg");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Hapus yang dipilih" }).click();
  // In Indonesian, naming the entry that shows it and what to do (Decap's own
  // words for this are English), above the media library until closed; said once.
  const refusal = page.getByRole("alert").filter({
    hasText:
      /^"senja\.jpg" belum dihapus: masih dipakai di .*Kegiatan "Natal Uji" › Galeri, entri ke-1, kolom "Foto"; ganti atau hapus fotonya/,
  });
  await expect(refusal).toBeVisible();
  await expect(page.getByText(/masih dipakai di/).filter({ visible: true })).toHaveCount(1);
  // Nothing covers it: the topmost element at its centre is its own.
  expect(
    await refusal.evaluate((box) => {
      const { x, y, width, height } = box.getBoundingClientRect();
      return box.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    }),
  ).toBe(true);
  await refusal.getByRole("button", { name: "Tutup" }).click();
  await expect(refusal).toBeHidden();
  await expect(page.getByText(/Failed/)).toHaveCount(0);
  expect(git("rev-parse", "HEAD")).toBe(before);
  expect(existsSync(join(fixture.dir, "content", "photos", "senja.jpg"))).toBe(true);
});

test.describe("on a 360 px phone, by touch", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  /** No view of the admin is wider than the phone's screen, and none of its controls is cut off at the edge. */
  const fitsTheScreen = async (page: Page, view: string) => {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${view} is wider than 360 px`,
      })
      .toBeLessThanOrEqual(360);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll("a, button, input, label")]
              .filter((control) => control.checkVisibility() && control.getBoundingClientRect().width > 1)
              .filter((control) => control.getBoundingClientRect().right > window.innerWidth + 1)
              .map((control) => control.textContent?.trim() || control.getAttribute("aria-label") || control.tagName),
          ),
        { message: `${view}: controls past the screen's edge` },
      )
      .toEqual([]);
  };

  const publishByTouch = (page: Page, shot?: string) =>
    publish(page, {
      touch: true,
      menuShown: async () => {
        await fitsTheScreen(page, "the publish menu");
        if (shot) await guideShot(page, shot);
      },
    });

  test("made for a finger: 44 px targets, a row opens on a tap, × asks first, errors clear of the eye, a full preview", async ({
    page,
  }) => {
    const box = async (locator: Locator) => (await locator.boundingBox())!;
    await openAdmin(page, "#/collections/foto/entries/foto");
    const open = page.getByRole("button", { name: "Buka atau tutup baris ini" }).first();
    const remove = page.getByRole("button", { name: "Hapus baris ini" }).first();
    await expect(open).toBeVisible();
    for (const target of [open, remove, page.getByRole("button", { name: "Tambah foto" })]) {
      const { width, height } = await box(target);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
    // × away from the arrow, and it asks; "Batal" keeps the photo.
    expect((await box(remove)).x - ((await box(open)).x + (await box(open)).width)).toBeGreaterThan(100);
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toMatch(/^Hapus baris ini dari daftar\?/);
      void dialog.dismiss();
    });
    await remove.tap();
    await expect(page.getByText("kabut", { exact: true })).toBeVisible();
    // The whole row opens it.
    await page.getByText("kabut", { exact: true }).tap();
    await expect(page.getByLabel("Nama pendek", { exact: true }).first()).toHaveValue("kabut");
    await fitsTheScreen(page, "the photo list");

    // A refused save: its messages wrap, and none is under the eye button.
    await page.goto("admin/#/collections/kegiatan/new");
    await page.getByLabel("Judul", { exact: true }).fill("Uji Ponsel");
    await page.getByLabel("Jam mulai (WIT)").fill("14.00");
    await page.getByRole("button", { name: "Terbitkan", exact: true }).tap();
    await page.getByText("Terbitkan sekarang").tap();
    await expect(page.getByText("Tempat wajib diisi.", { exact: true })).toBeVisible();
    await fitsTheScreen(page, "the form with its errors");
    await guideShot(page, "11-pesan");
    const eye = page.getByRole("button", { name: "Tampilkan pratinjau" });
    const eyeBox = await box(eye);
    const errors = await page.locator('[class*="-ControlErrorsList"] li, [data-gmki-problem="message"]').all();
    for (const error of errors) {
      const { x, y, width, height } = await box(error);
      const overlaps =
        x < eyeBox.x + eyeBox.width && x + width > eyeBox.x && y < eyeBox.y + eyeBox.height && y + height > eyeBox.y;
      expect(overlaps, `${await error.textContent()} under the eye`).toBe(false);
    }
    // The preview takes the screen below the toolbar.
    await eye.tap();
    expect((await box(page.locator("iframe").first())).height).toBeGreaterThan(740 * 0.6);
  });

  test("the checklist: each row says its state while closed, and open, what to check and where; only the switch changes", async ({
    page,
  }) => {
    await openAdmin(page, "#/collections/cek/entries/cek");
    const row = page.getByText("○ Belum dicek: Nama pengurus uji (ubah di Organisasi › Pengurus)");
    await expect(row).toBeVisible();
    await expect(page.getByText("✓ Sudah benar: Alamat surel uji (ubah di Halaman › Kontak)")).toBeVisible();
    // Nothing to add, remove or reorder: the list is the build's.
    await expect(page.getByRole("button", { name: /Tambah|Hapus baris ini/ })).toHaveCount(0);
    await row.tap();
    // Open, the row still says what it is, as words, not as a box to type in.
    await expect(page.getByText("Nama pengurus uji", { exact: true })).toBeVisible();
    await expect(page.getByText("Organisasi › Pengurus", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await page.getByRole("switch").first().tap();
    await publishByTouch(page);
    // What the row covers, which the site asks about (app/content/samples.ts), is kept, unseen.
    expect(readJson("content/to-confirm.json").items[0]).toEqual({
      id: "pengurus",
      what: "Nama pengurus uji",
      where: "Organisasi › Pengurus",
      covers: ["board.json", "contact.json#phones.name", "news#author"],
      confirmed: true,
    });
    // And a row's words for /pratinjau.
    expect(readJson("content/to-confirm.json").items[1].visitor).toEqual({
      what: "Nomor telepon dan WhatsApp uji",
      page: "/kontak",
    });
  });

  test("writes an article with a photo in its body, and uploads a PDF to Dokumen; publishes both", async ({ page }) => {
    await openAdmin(page, "#/collections/berita/new");
    await page.getByLabel("Judul", { exact: true }).fill("Laporan Bakti Sosial Uji");
    await page.getByLabel("Penulis", { exact: true }).fill("Debora Contoh");
    await page.getByLabel("Tanggal").fill("2026-03-12");
    await page.getByLabel("Ringkasan").fill("Anggota membersihkan saluran air bersama pemuda jemaat.");
    await choose(page, "Jenis", "Berita Cabang");
    // The body, block by block: a paragraph with its marks, then a photo from the phone.
    await page.getByRole("button", { name: "Tambah blok" }).tap();
    await page.getByRole("menuitem", { name: "Paragraf" }).tap();
    await page.getByLabel("Paragraf", { exact: true }).fill("Saluran air **kembali mengalir** sesudah _kerja bakti_.");
    await page.getByRole("button", { name: "Tambah blok" }).tap();
    await page.getByRole("menuitem", { name: "Foto" }).tap();
    const photo = await phonePhoto("IMG_bakti");
    // The block's own "Pilih foto", after the cover's.
    await uploadInField(page, photo, { touch: true, index: -1 });
    await page.getByLabel("Keterangan", { exact: true }).fill("Pemuda jemaat dan anggota GMKI di saluran air");
    await fitsTheScreen(page, "the article form");
    await page.getByRole("button", { name: "Tambah blok" }).scrollIntoViewIfNeeded();
    await guideShot(page, "7-isi-berita");
    await publishByTouch(page);
    expect(readJson("content/news/laporan-bakti-sosial-uji.json")).toEqual(
      laporanBaktiSosialUji(expect.stringMatching(/^content\/photos\/img_bakti_\d+\.jpg$/i)),
    );
    rmSync(photo);

    // A document: its PDF through the file field, into content/documents/.
    await page.getByRole("link", { name: /Menulis di koleksi Berita/ }).tap();
    await page.getByRole("link", { name: "Dokumen", exact: true }).tap();
    await page.getByRole("link", { name: /Dokumen baru/ }).tap();
    await expect(page.getByText("Menulis di koleksi Dokumen")).toBeVisible();
    await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("");
    await page.getByLabel("Judul", { exact: true }).fill("Peraturan Cabang Uji");
    await page.getByLabel("Keterangan").fill("Peraturan yang ditetapkan Konferensi Cabang uji.");
    await page.getByLabel("Tanggal").fill("2026-02-01");
    await choose(page, "Jenis", "Peraturan Cabang");
    const pdf = join(fixture.dir, "..", "peraturan-cabang-uji.pdf");
    writeFileSync(pdf, readFileSync(join(FIXTURE.contentDir, "documents", "ad-art-uji.pdf")));
    await page.getByRole("button", { name: "Pilih berkas", exact: true }).tap();
    await page.locator("input[type=file]").setInputFiles(pdf);
    await page.getByRole("button", { name: "Pakai yang dipilih" }).tap();
    await fitsTheScreen(page, "the document form");
    await guideShot(page, "8-dokumen");
    await publishByTouch(page);
    expect(readJson("content/documents/peraturan-cabang-uji.json")).toEqual(peraturanCabangUji);
    expect(existsSync(join(fixture.dir, "content", "documents", "peraturan-cabang-uji.pdf"))).toBe(true);
    rmSync(pdf);
  });

  test("adds an event with a registration link, then photos to a past event's gallery", async ({ page }) => {
    await openAdmin(page, "#/collections/kegiatan/new");
    await fillEvent(page, {
      title: "Retret Komisariat Uji",
      date: "2026-05-09",
      start: "09.00",
      place: "Aula Kampus Uji",
      participants: "40",
      category: "Kerohanian",
      text: "Retret sehari bagi pengurus komisariat.",
    });
    await page.getByLabel(/^Tautan formulir pendaftaran/).fill("https://forms.gle/retret-uji");
    await fitsTheScreen(page, "the event form with its new fields");
    await page.getByLabel(/^Tautan formulir pendaftaran/).scrollIntoViewIfNeeded();
    await guideShot(page, "9-pendaftaran");
    await publishByTouch(page);
    expect(readJson("content/events/retret-komisariat-uji.json")).toEqual(retretKomisariatUji);

    // Back to the list, then the past event, by touch.
    await page.getByRole("link", { name: /Menulis di koleksi Kegiatan/ }).tap();
    await page.getByText("Diskusi Januari Uji").tap();
    await expect(page.getByLabel("Judul", { exact: true })).toHaveValue("Diskusi Januari Uji");
    await page.getByRole("button", { name: "Tambah foto" }).tap();
    const photo = await phonePhoto("IMG_diskusi");
    // The gallery's new entry: its "Pilih foto" is the last of the form.
    await uploadInField(page, photo, { touch: true, index: -1 });
    await page.getByLabel("Keterangan", { exact: true }).last().fill("Peserta diskusi di ruang kuliah");
    await fitsTheScreen(page, "the gallery");
    await guideShot(page, "10-galeri");
    await publishByTouch(page);
    expect(readJson("content/events/diskusi-januari-uji.json").gallery).toEqual(
      diskusiGallery(expect.stringMatching(/^content\/photos\/img_diskusi_\d+\.jpg$/i)),
    );
    rmSync(photo);
  });

  test("adds an event, changes a board member, uploads a photo and publishes", async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole("heading", { name: "Koleksi" })).toBeVisible();
    // The site's state at the top; here, plainly, the local copy (on GitHub: site-status.test.ts).
    await expect(page.getByRole("status").filter({ hasText: /^Ini salinan di komputer ini\./ })).toBeVisible();
    await fitsTheScreen(page, "the collections");

    await page.getByRole("link", { name: "Kegiatan", exact: true }).tap();
    await expect(page.getByText("Bakti Sosial Uji")).toBeVisible();
    await fitsTheScreen(page, "the list of events");
    await guideShot(page, "2-koleksi-dan-daftar");

    // An event, typed on the phone; the preview waits behind its button.
    await page.getByRole("link", { name: /Kegiatan baru/ }).tap();
    await fillEvent(page, {
      title: "Ibadah Kampus Uji",
      date: "2026-04-25",
      start: "16.00",
      place: "Aula Kampus Uji",
      participants: "30",
      category: "Kerohanian",
      text: "Ibadah bersama mahasiswa di kampus.",
    });
    // Its photo straight from the phone's camera: 4000 × 3000 pixels stored
    // sideways, with the EXIF mark that says to turn it upright.
    const camera = await jpeg(join(fixture.dir, "..", `IMG_${Date.now() % 100_000}_kamera.jpg`), {
      width: 4000,
      height: 3000,
      sideways: true,
    });
    await uploadInField(page, camera, { touch: true });
    const alt = page.getByLabel(/^Keterangan foto/);
    await alt.fill("Mahasiswa beribadah di aula kampus");
    await expect(page.locator("iframe")).toHaveCount(0);
    await fitsTheScreen(page, "the event form");
    await expect.poll(() => thumbnailsShown(page)).toBe(true);
    await alt.evaluate((field) => field.scrollIntoView({ block: "end" }));
    await guideShot(page, "3-formulir");
    const eye = page.getByRole("button", { name: "Tampilkan pratinjau" });
    await eye.tap();
    await expect(page.frameLocator("iframe").first().getByRole("heading", { name: "Ibadah Kampus Uji" })).toBeVisible();
    await fitsTheScreen(page, "the preview");
    await guideShot(page, "4-pratinjau");
    await eye.tap();
    await expect(page.getByLabel("Tempat")).toBeVisible();
    await publishByTouch(page, "5-terbitkan");
    expect(readJson("content/events/ibadah-kampus-uji.json")).toEqual(
      ibadahKampusUji(expect.stringMatching(/^content\/photos\/img_\d+_kamera\.jpg$/i)),
    );
    rmSync(camera);

    // A board member's name, reached by touch from the event.
    await page.getByRole("link", { name: /Menulis di koleksi Kegiatan/ }).tap();
    await page.getByRole("link", { name: "Organisasi", exact: true }).tap();
    await page.getByRole("link", { name: "Pengurus", exact: true }).tap();
    const chair = page.getByLabel("Nama", { exact: true }).first();
    await expect(chair).toHaveValue("Samuel Contoh");
    await fitsTheScreen(page, "the board form");
    await guideShot(page, "12-pengurus");
    await chair.fill(newChairName);
    await publishByTouch(page);
    expect(readJson("content/board.json").current.chair.name).toBe(newChairName);
    expect(git("show", "--numstat", "--format=", "HEAD")).toBe("1\t1\tcontent/board.json");

    // A photo from the phone's gallery, through the media library.
    const photo = join(fixture.dir, "..", `IMG_${Date.now() % 100_000}.jpg`);
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#6b8e23" } })
      .jpeg()
      .toFile(photo);
    await page.getByRole("link", { name: /Menulis di koleksi Organisasi/ }).tap();
    await page.getByRole("link", { name: "Foto", exact: true }).tap();
    await page.getByRole("link", { name: "Foto dan kredit", exact: true }).tap();
    await addPhoto(
      page,
      { id: "kampus-uji-ponsel", file: photo, alt: "Halaman kampus sesudah hujan" },
      {
        touch: true,
        libraryShown: async () => {
          await fitsTheScreen(page, "the media library");
          await guideShot(page, "6-foto-dan-berkas");
        },
      },
    );
    await fitsTheScreen(page, "the photo form");
    await publishByTouch(page);
    expect(readJson("content/photos.json").photos.at(-1)).toMatchObject({ id: "kampus-uji-ponsel" });
    rmSync(photo);
  });
});

test("builds what the admin writes: the event is upcoming, dated in Indonesian, its text shown as text", async ({
  browser,
}) => {
  // A whole build of the site: minutes on a busy machine.
  test.setTimeout(10 * PATIENCE);
  // The fixture's repository with what the tests above see the admin write
  // (./written.ts), each photo as the phone gave it.
  const content = join(fixture.dir, "content");
  const write = (path: string, json: unknown) =>
    writeFileSync(join(content, path), `${JSON.stringify(json, null, 2)}\n`);
  const photo = async (name: string, size?: Parameters<typeof jpeg>[1]) => {
    await jpeg(join(content, "photos", name), size);
    return `content/photos/${name}`;
  };
  write(
    "events/retret-pengurus-uji.json",
    retretPengurusUji(await photo("img_retret_1.jpg", { width: 4000, height: 3000 })),
  );
  write(
    "events/ibadah-kampus-uji.json",
    ibadahKampusUji(await photo("img_1_kamera.jpg", { width: 4000, height: 3000, sideways: true })),
  );
  write("events/retret-komisariat-uji.json", retretKomisariatUji);
  write("news/laporan-bakti-sosial-uji.json", laporanBaktiSosialUji(await photo("img_bakti_1.jpg")));
  write("documents/peraturan-cabang-uji.json", peraturanCabangUji);
  cpSync(join(content, "documents", "ad-art-uji.pdf"), join(content, "documents", "peraturan-cabang-uji.pdf"));
  const diskusi = readJson("content/events/diskusi-januari-uji.json");
  write("events/diskusi-januari-uji.json", { ...diskusi, gallery: diskusiGallery(await photo("img_diskusi_1.jpg")) });
  const board = readJson("content/board.json");
  board.current.chair.name = newChairName;
  write("board.json", board);

  const buildDir = "build-admin-test";
  const build = spawnSync("npx", ["react-router", "build"], {
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir, BUILD_DAY: FIXTURE.buildDay },
    encoding: "utf8",
  });
  expect(build.status, build.stderr).toBe(0);
  try {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`file://${join(process.cwd(), buildDir, "client", "kegiatan", "index.html")}`);
    const upcoming = page.getByRole("tabpanel", { name: /Akan Datang/ });
    const card = upcoming.getByRole("article").filter({ hasText: "Retret Pengurus Uji" });
    await expect(card).toContainText("Sabtu, 18 April 2026");
    await expect(card).toContainText("08.00–15.30 WIT");
    await expect(card).toContainText('Retret dengan <script>alert("x")</script> sebagai teks.');
    // The phone photo is served small: its largest copy is 1920 px wide.
    const widths = await card.locator("source[type='image/avif']").getAttribute("srcset");
    expect(widths).toMatch(/ 1920w$/);
    // The camera's sideways photo, upright: taller than wide, with its words.
    const upright = upcoming
      .getByRole("article")
      .filter({ hasText: "Ibadah Kampus Uji" })
      .getByRole("img", { name: "Mahasiswa beribadah di aula kampus" });
    await expect(upright).toBeAttached();
    const [width, height] = await Promise.all([upright.getAttribute("width"), upright.getAttribute("height")]);
    expect(Number(height)).toBeGreaterThan(Number(width));

    // What the phone wrote: the article's page with its photo, the document on /aturan,
    // the committee's form on the event's page, the past event's gallery.
    const open = (path: string) => page.goto(`file://${join(process.cwd(), buildDir, "client", path, "index.html")}`);
    await open("berita/laporan-bakti-sosial-uji");
    await expect(page.locator("article strong")).toHaveText("kembali mengalir");
    await expect(page.locator("article figcaption")).toHaveText("Pemuda jemaat dan anggota GMKI di saluran air");
    await open("aturan");
    await expect(page.getByRole("link", { name: /Unduh Peraturan Cabang/ })).toContainText("PDF, 1 KB");
    await open("kegiatan/retret-komisariat-uji");
    await expect(page.getByRole("link", { name: /Isi Formulir Pendaftaran/ })).toHaveAttribute(
      "href",
      "https://forms.gle/retret-uji",
    );
    // The chair's new name, changed in one place, on the board's page and in Pengurus Harian.
    await open("struktur/bpc");
    await expect(page.getByText(newChairName).first()).toBeVisible();
    await expect(page.getByText("Samuel Contoh", { exact: true })).toHaveCount(0);
    await open("kegiatan/diskusi-januari-uji");
    await expect(page.locator("figcaption")).toHaveText("Peserta diskusi di ruang kuliah");
    await page.close();
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
});
