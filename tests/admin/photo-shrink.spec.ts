/**
 * A photo straight from a phone's camera is shrunk on the phone before it
 * is uploaded (admin/shrink-photos.ts): the secretary's data pays for a few
 * hundred KB, not for the original, which never leaves the phone. The
 * committed photo is upright and carries no place.
 */
import { expect, test, type Page } from "@playwright/test";
import { readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { PATIENCE } from "../support/patience.mjs";
import { fillEvent, fixtureRepo, localBackend, openAdmin, publish, releaseRoutes } from "./support";

test.describe.configure({ mode: "default", timeout: 5 * PATIENCE });

const repo = fixtureRepo();
const backend = localBackend(repo);
releaseRoutes();

/** The tags of a JPEG's EXIF block's first directory (IFD0), by number: 0x8825 points to its GPS tags. */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.indexOf("Exif\0\0") === 0 ? 6 : 0;
  const little = exif.toString("latin1", tiff, tiff + 2) === "II";
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const first = tiff + u32(tiff + 4);
  return Array.from({ length: u16(first) }, (_, i) => u16(first + 2 + 12 * i));
}
const GPS_POINTER = 0x8825;

/**
 * A camera's photo as a phone stores it: 4000 × 3000 pixels taken upright,
 * so stored sideways with EXIF orientation 6, where it was taken (GPS), and
 * full of fine detail (noise), over 6 MB (`grain` 50: over 10 MB).
 */
async function cameraPhoto(file: string, grain = 25) {
  const noise = sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: grain },
    },
  });
  await sharp(await noise.png().toBuffer())
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: "Ponsel", Model: "Uji" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "4/1 5/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "138/1 56/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toFile(file);
  return file;
}

/** The largest body the page sent to the backend, in bytes. */
function largestUpload(page: Page): () => number {
  let largest = 0;
  page.on("request", (request) => {
    largest = Math.max(largest, request.postDataBuffer()?.length ?? 0);
  });
  return () => largest;
}

test.describe("on a 360 px phone, by touch", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a 4000×3000 camera photo of over 6 MB is shrunk before upload: under 600 KB, upright, no GPS", async ({
    page,
  }) => {
    const photo = await cameraPhoto(join(repo.dir, "..", `IMG_${Date.now() % 100_000}_kamera.jpg`));
    const original = await sharp(photo).metadata();
    expect(statSync(photo).size).toBeGreaterThanOrEqual(6 * 1024 * 1024);
    expect([original.width, original.height, original.orientation]).toEqual([4000, 3000, 6]);
    expect(ifd0Tags(original.exif!)).toContain(GPS_POINTER);

    const largest = largestUpload(page);
    await openAdmin(page, backend.port, "#/collections/kegiatan/new");
    await fillEvent(page, {
      title: "Ibadah Foto Ponsel",
      date: "2026-04-25",
      start: "16.00",
      place: "Aula Kampus Uji",
      participants: "30",
      category: "Kerohanian",
      text: "Ibadah bersama mahasiswa di kampus.",
    });
    await page.getByRole("button", { name: "Pilih foto", exact: true }).tap();
    await page.locator("input[type=file]").setInputFiles(photo);
    // What it saved, in the secretary's words: "7,1 MB → 480 KB".
    await expect(
      page.getByRole("status").filter({ hasText: /^Foto diperkecil sebelum diunggah: \d+,\d MB → \d+ KB\.$/ }),
    ).toBeVisible();
    if (process.env.GUIDE_SCREENSHOTS) {
      await page.screenshot({ path: join(process.env.GUIDE_SCREENSHOTS, "14-foto-diperkecil.png") });
    }
    await page.getByRole("button", { name: "Pakai yang dipilih" }).tap();
    await page.getByLabel(/^Keterangan foto/).fill("Mahasiswa beribadah di aula kampus");
    await publish(page, { touch: true });

    const saved = repo.readJson("content/events/ibadah-foto-ponsel.json").image as string;
    const committed = join(repo.dir, saved);
    expect(statSync(committed).size).toBeLessThanOrEqual(600 * 1024);
    const shrunk = await sharp(readFileSync(committed)).metadata();
    // Upright: the sideways 4000 × 3000 turned as its mark said, 2,048 px on its longest side, and no mark left.
    expect(shrunk.width).toBeLessThan(shrunk.height!);
    expect([shrunk.width, shrunk.height]).toEqual([1536, 2048]);
    expect(shrunk.orientation ?? 1).toBe(1);
    // No metadata at all, so no place.
    expect(shrunk.exif).toBeUndefined();
    // The original never left: no request to the backend came near its size.
    expect(largest()).toBeLessThan(1024 * 1024);
    rmSync(photo);
  });

  test("with the shrinking blocked, a 10 MB photo with GPS is refused, saying what to do, and nothing is committed", async ({
    page,
  }) => {
    // What the shrinking needs, gone: the browser cannot draw the photo again.
    await page.addInitScript(() => {
      Object.assign(window, { createImageBitmap: undefined, OffscreenCanvas: undefined });
      CanvasRenderingContext2D.prototype.drawImage = () => {
        throw new DOMException("blocked", "InvalidStateError");
      };
    });
    const photo = await cameraPhoto(join(repo.dir, "..", "IMG_besar.jpg"), 50);
    expect(statSync(photo).size).toBeGreaterThanOrEqual(10 * 1024 * 1024);
    const before = repo.git("rev-parse", "HEAD");
    const largest = largestUpload(page);
    await openAdmin(page, backend.port);
    await page.getByRole("button", { name: "Foto dan Berkas" }).tap();
    await page.locator("input[type=file]").setInputFiles(photo);
    await expect(page.getByRole("alert")).toHaveText(
      /^Belum diunggah: foto "IMG_besar\.jpg" tidak bisa diperkecil di perangkat ini, .*; kirim fotonya ke diri sendiri lewat WhatsApp/,
    );
    await expect(page.getByText("IMG_besar.jpg", { exact: true })).toHaveCount(0);
    expect(repo.git("rev-parse", "HEAD")).toBe(before);
    expect(repo.git("status", "--porcelain")).toBe("");
    expect(largest()).toBeLessThan(1024 * 1024);
    rmSync(photo);
  });

  test("a small PNG with GPS, a camera, an owner and a comment is committed without any of them; so is a JPEG the phone reports as “application/octet-stream”, its Exif after fill bytes", async ({
    page,
  }) => {
    const png = join(repo.dir, "..", "layar-gps.png");
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#1f53ad" } })
      .png()
      .withExif({ IFD0: { Make: "Ponsel", Model: "Uji", Artist: "Pemilik Uji" }, IFD3: { GPSLatitudeRef: "S" } })
      .withMetadata({ density: 72 })
      .toFile(png);
    expect((await sharp(png).metadata()).exif).toBeDefined();
    await openAdmin(page, backend.port);
    await page.getByRole("button", { name: "Foto dan Berkas" }).tap();
    await page.locator("input[type=file]").setInputFiles(png);
    await expect
      .poll(() => repo.git("log", "-1", "--format=%s"))
      .toBe("Unggah foto “content/photos/layar-gps.png” lewat admin");
    const committed = await sharp(readFileSync(join(repo.dir, "content/photos/layar-gps.png"))).metadata();
    expect([committed.format, committed.width, committed.height]).toEqual(["png", 300, 200]);
    expect(committed.exif).toBeUndefined();
    expect(committed.comments).toBeUndefined();
    rmSync(png);

    // What its bytes say it is decides, not the type the phone reports: shrunk, so drawn again without the
    // Exif that 0xFF fill bytes before its marker (allowed before any marker) hid from a reader stepping
    // segment by segment.
    const located = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#8a4a6b" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "Ponsel", Artist: "Pemilik Uji" },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "4/1 5/1 30/1" },
      })
      .toBuffer();
    const exif = located.indexOf(Buffer.from([0xff, 0xe1]));
    const hidden = Buffer.concat([located.subarray(0, exif), Buffer.from([0xff, 0xff]), located.subarray(exif)]);
    await page.locator("input[type=file]").setInputFiles({
      name: "kiriman-wa.jpg",
      mimeType: "application/octet-stream",
      buffer: hidden,
    });
    await expect
      .poll(() => repo.git("log", "-1", "--format=%s"))
      .toBe("Unggah foto “content/photos/kiriman-wa.jpg” lewat admin");
    const sent = readFileSync(join(repo.dir, "content/photos/kiriman-wa.jpg"));
    expect((await sharp(sent).metadata()).exif).toBeUndefined();
    expect(sent.includes("Pemilik Uji")).toBe(false);
  });
});
