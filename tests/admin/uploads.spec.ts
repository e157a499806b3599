/**
 * The admin refuses, as a file is picked, every upload the build would
 * refuse (app/content/uploads.ts; admin/uploads.ts), says what it takes
 * before the upload, and commits nothing refused. Against a temporary copy
 * of the fixture's content in its own git repository, through Decap's
 * local backend (tests/admin/support.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { PATIENCE } from "../support/patience.mjs";
import { choose, fixtureRepo, localBackend, openAdmin as signIn, releaseRoutes } from "./support";

// In order on one worker (one backend); each test starts from the
// fixture's first commit (support.ts), so a failure does not stop the rest.
// Decap is a large app, driven here through whole forms: room for several waits in a row.
test.describe.configure({ mode: "default", timeout: 5 * PATIENCE });

const repository = fixtureRepo();
const backend = localBackend(repository);
releaseRoutes();

const git = (...args: string[]) => repository.git(...args);
const openAdmin = (page: Page, hash = "") => signIn(page, backend.port, hash);

/** A file as a phone's picker hands it over, in the folder above the repository. */
function file(name: string, content: Buffer | string): string {
  const path = join(repository.dir, "..", name);
  writeFileSync(path, content);
  return path;
}

/** Nothing new in the repository: no commit, no file written. */
function nothingCommitted(before: string) {
  expect(git("rev-parse", "HEAD")).toBe(before);
  expect(git("status", "--porcelain")).toBe("");
}

/** The files in a folder of the repository's content. */
const filesIn = (folder: string) => readdirSync(join(repository.dir, "content", folder)).sort();

test.describe("on a 360 px phone, by touch", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("Dokumen: a .docx and a 6 MB PDF are each refused in the form, the limit said before; nothing is committed", async ({
    page,
  }) => {
    const before = git("rev-parse", "HEAD");
    const documents = filesIn("documents");
    await openAdmin(page, "#/collections/dokumen/new");
    // The limit, before anything is picked: in the field's hint, and in the library.
    await expect(page.getByText(/^Unggah berkas PDF paling besar 4 MB/)).toBeVisible();
    await page.getByLabel("Judul", { exact: true }).fill("Surat Edaran Uji");
    await page.getByLabel("Keterangan").fill("Surat edaran uji untuk semua komisariat.");
    await page.getByLabel("Tanggal").fill("2026-03-01");
    await choose(page, "Jenis", "Formulir");

    await page.getByRole("button", { name: "Pilih berkas", exact: true }).tap();
    await expect(page.getByText("Yang bisa diunggah: berkas PDF, paling besar 4 MB.")).toBeVisible();
    const picker = page.locator("input[type=file]");
    // The phone's picker offers PDFs.
    await expect(picker).toHaveAttribute("accept", ".pdf,application/pdf");

    const word = file("surat.docx", Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(20_000)]));
    await picker.setInputFiles(word);
    await expect(page.getByRole("alert")).toHaveText(
      /^Belum diunggah: berkas "surat\.docx" bukan PDF; simpan dokumennya sebagai PDF \(di Word: Simpan sebagai › PDF\), lalu unggah lagi$/,
    );

    const big = file("surat-besar.pdf", Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(6 * 1024 * 1024)]));
    await picker.setInputFiles(big);
    await expect(page.getByRole("alert")).toHaveText(
      /^Belum diunggah: berkas "surat-besar\.pdf" 6,0 MB, lebih dari batas 4 MB agar hemat kuota pengunjung; perkecil dulu/,
    );
    // The refusal wraps on the phone's screen.
    const box = (await page.getByRole("alert").boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    // Neither is in the library to choose: nothing to insert into the form.
    await expect(page.getByText(/^surat(-besar)?\.(docx|pdf)$/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pakai yang dipilih" })).toBeDisabled();

    // Closed, the form has no file, and publishing it is refused in the form.
    await page.getByRole("button", { name: "Tutup" }).tap();
    await page.getByRole("button", { name: "Terbitkan", exact: true }).tap();
    await page.getByText("Terbitkan sekarang").tap();
    await expect(page.getByText("Berkas PDF wajib diisi.", { exact: true })).toBeVisible();
    nothingCommitted(before);
    expect(filesIn("documents")).toEqual(documents);

    // A PDF as a phone names it, capitals and a space: taken, under the name Decap gives it, which the build reads.
    await page.getByRole("button", { name: "Pilih berkas", exact: true }).tap();
    await picker.setInputFiles(
      file("Surat Edaran.PDF", Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000)])),
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: "Pakai yang dipilih" }).tap();
    await page.getByRole("button", { name: "Terbitkan", exact: true }).tap();
    await page.getByText("Terbitkan sekarang").tap();
    await expect(page.getByText(/^Tersimpan; situs diperbarui/)).toBeVisible();
    expect(filesIn("documents")).toEqual([...documents, "surat-edaran-uji.json", "surat-edaran.pdf"].sort());
    expect(JSON.parse(readFileSync(join(repository.dir, "content/documents/surat-edaran-uji.json"), "utf8")).file).toBe(
      "/content/documents/surat-edaran.pdf",
    );
  });
});

test("the media library commits no page and no HEIC, and an event's photo field takes no drawing, Foto no broken one; a right photo goes through", async ({
  page,
}) => {
  const before = git("rev-parse", "HEAD");
  const photos = filesIn("photos");
  await openAdmin(page);
  await page.getByRole("button", { name: "Foto dan Berkas" }).click();
  await expect(page.getByText("Yang bisa diunggah: foto JPEG, PNG, atau WebP, paling besar 20 MB.")).toBeVisible();
  await page.locator("input[type=file]").setInputFiles(file("halaman.html", "<script>alert(1)</script>"));
  await expect(page.getByRole("alert")).toHaveText(
    /^Belum diunggah: berkas "halaman\.html" bukan foto JPEG, PNG, atau WebP; pilih foto dari galeri ponsel$/,
  );
  // HEIC, from a camera set to it, is said by name, with how to make a JPEG of it.
  await page
    .locator("input[type=file]")
    .setInputFiles(file("IMG_0001.HEIC", Buffer.concat([Buffer.from("\0\0\0\u0018ftypheic"), Buffer.alloc(64)])));
  await expect(page.getByRole("alert")).toHaveText(/^Belum diunggah: foto "IMG_0001\.HEIC" berformat HEIC/);
  nothingCommitted(before);
  expect(filesIn("photos")).toEqual(photos);
  // A photo that is one is committed as before.
  const png = join(repository.dir, "..", "layar-uji.png");
  await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1f53ad" } })
    .png()
    .toFile(png);
  await page.locator("input[type=file]").setInputFiles(png);
  await expect
    .poll(() => git("log", "-1", "--format=%s"))
    .toBe("Unggah foto “content/photos/layar-uji.png” lewat admin");
  await expect(page.getByRole("alert")).toHaveCount(0);
  const afterPhoto = git("rev-parse", "HEAD");

  // A drawing where a photo from the phone goes: refused, saying where drawings go.
  await page.getByRole("button", { name: "Tutup" }).click();
  await page.goto("admin/#/collections/kegiatan/new");
  await page.getByRole("button", { name: "Pilih foto", exact: true }).first().click();
  await page
    .locator("input[type=file]")
    .setInputFiles(file("gambar.svg", '<svg xmlns="http://www.w3.org/2000/svg"><circle r="2"/></svg>'));
  await expect(page.getByRole("alert")).toHaveText(
    /^Belum diunggah: berkas "gambar\.svg" bukan foto JPEG, PNG, atau WebP; gambar SVG hanya diunggah di koleksi Foto, kolom "Berkas foto"$/,
  );
  // A photo that is one goes on to the library, selected, as before.
  const jpeg = join(repository.dir, "..", "IMG_uji.jpg");
  await sharp({ create: { width: 40, height: 30, channels: 3, background: "#6b8e23" } })
    .jpeg()
    .toFile(jpeg);
  await page.locator("input[type=file]").setInputFiles(jpeg);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pakai yang dipilih" })).toBeEnabled();
  nothingCommitted(afterPhoto);

  // Where drawings go (Foto), one that is not well-formed, which the build could not draw: refused as the check would.
  await page.getByRole("button", { name: "Tutup" }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto("admin/#/collections/foto");
  await page.getByRole("link", { name: "Foto dan kredit", exact: true }).click();
  await page.getByRole("button", { name: "Tambah foto" }).click();
  await page.getByRole("button", { name: "Pilih foto", exact: true }).last().click();
  await page
    .locator("input[type=file]")
    .setInputFiles(file("rusak.svg", '<svg xmlns="http://www.w3.org/2000/svg">\n<circle r="2">\n</svg>'));
  await expect(page.getByRole("alert")).toHaveText(
    /^Belum diunggah: gambar "rusak\.svg" rusak: tulisan SVG-nya tidak lengkap atau salah di baris 3; simpan gambarnya lagi/,
  );
  nothingCommitted(afterPhoto);
});
