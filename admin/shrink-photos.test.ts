import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { carriesMetadata, photoType, savedText } from "./shrink-photos";

describe("photos shrunk before upload", () => {
  it("says what was saved, in Indonesian", () => {
    expect(savedText(7.1 * 1024 * 1024, 480 * 1024)).toBe("Foto diperkecil sebelum diunggah: 7,1 MB → 480 KB.");
  });

  it("does not call a photo that was already small smaller", () => {
    expect(savedText(7 * 1024, 7 * 1024 + 100)).toBe("Foto siap diunggah (7 KB), tanpa data lokasi dan kamera.");
    expect(savedText(7 * 1024, 9 * 1024)).toBe("Foto siap diunggah (9 KB), tanpa data lokasi dan kamera.");
  });

  it("shrinks every photo, small ones and PNGs too (for their metadata), never a PDF or a drawing: by its bytes, not the type the phone reports", async () => {
    const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: "#6b8e23" } });
    const as = async (bytes: Buffer | string, type: string) =>
      photoType(new Blob([new Uint8Array(Buffer.from(bytes))], { type }));
    // A phone that reports a JPEG as "application/octet-stream", or as nothing.
    expect(await as(await picture.clone().jpeg().toBuffer(), "application/octet-stream")).toBe("image/jpeg");
    expect(await as(await picture.clone().jpeg().toBuffer(), "")).toBe("image/jpeg");
    expect(await as(await picture.clone().webp().toBuffer(), "image/webp")).toBe("image/webp");
    expect(await as(await picture.clone().png().toBuffer(), "image/jpeg")).toBe("image/png");
    expect(await as("%PDF-1.7\n", "image/jpeg")).toBeUndefined();
    expect(await as('<svg xmlns="http://www.w3.org/2000/svg"/>', "image/jpeg")).toBeUndefined();
  });
});

describe("a photo's metadata", () => {
  const picture = () => sharp({ create: { width: 24, height: 16, channels: 3, background: "#6b8e23" } });
  const gps = {
    IFD0: { Make: "Ponsel", Model: "Uji", Artist: "Pemilik Uji" },
    IFD3: { GPSLatitudeRef: "S", GPSLatitude: "4/1 5/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "138/1 56/1 0/1" },
  };
  const bytes = async (image: Sharp) => new Uint8Array(await image.toBuffer());

  it("is found in a JPEG, a PNG and a WebP that carry a place, a camera or an owner", async () => {
    expect(carriesMetadata(await bytes(picture().jpeg().withExif(gps)))).toBe(true);
    expect(carriesMetadata(await bytes(picture().png().withExif(gps)))).toBe(true);
    expect(carriesMetadata(await bytes(picture().webp().withExif(gps)))).toBe(true);
    // A PNG's comment, as a phone's editing app writes it.
    const png = await picture().png().toBuffer();
    const comment = Buffer.from("tEXtComment\0alamat rumah", "latin1");
    const chunk = Buffer.concat([Buffer.alloc(4), comment, Buffer.alloc(4)]);
    chunk.writeUInt32BE(comment.length - 4, 0);
    expect(carriesMetadata(new Uint8Array(Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)])))).toBe(true);
  });

  it("is found wherever it hides: after a JPEG's fill bytes, after the picture's end, in a chunk of an app's own", async () => {
    const exif = Buffer.from(await picture().jpeg().withExif(gps).toBuffer());
    // The Exif segment (APP1) as the phone wrote it, cut out of its JPEG.
    const at = exif.indexOf(Buffer.from([0xff, 0xe1]));
    const app1 = exif.subarray(at, at + 2 + exif.readUInt16BE(at + 2));
    expect(app1.includes("Ponsel")).toBe(true);
    const jpeg = Buffer.from(await picture().jpeg().toBuffer());
    const afterStart = (...parts: Buffer[]) =>
      new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), ...parts, jpeg.subarray(2)]));
    // 0xFF fill bytes may come before any marker: a reader that steps segment by segment from 0xFF misses it.
    expect(carriesMetadata(afterStart(Buffer.from([0xff, 0xff, 0xff]), app1))).toBe(true);
    expect(carriesMetadata(new Uint8Array(Buffer.concat([jpeg, app1])))).toBe(true);
    expect(carriesMetadata(new Uint8Array(Buffer.concat([jpeg, Buffer.from("GPS 4°5'30\" S")])))).toBe(true);
    const png = Buffer.from(await picture().png().toBuffer());
    expect(carriesMetadata(new Uint8Array(Buffer.concat([png, app1])))).toBe(true);
    const own = Buffer.concat([Buffer.from([0, 0, 0, 6]), Buffer.from("prVtPonsel"), Buffer.alloc(4)]);
    expect(carriesMetadata(new Uint8Array(Buffer.concat([png.subarray(0, 33), own, png.subarray(33)])))).toBe(true);
    const webp = Buffer.from(await picture().webp().toBuffer());
    expect(carriesMetadata(new Uint8Array(Buffer.concat([webp, app1])))).toBe(true);
    // Cut short, a photo is not read to its end: nothing can be said of it.
    expect(carriesMetadata(new Uint8Array(jpeg.subarray(0, jpeg.length - 2)))).toBe(true);
  });

  it("is not found in a picture drawn again on a canvas (JFIF, plain chunks, a colour profile)", async () => {
    expect(carriesMetadata(await bytes(picture().jpeg()))).toBe(false);
    expect(carriesMetadata(await bytes(picture().jpeg({ progressive: true })))).toBe(false);
    expect(carriesMetadata(await bytes(picture().jpeg().withIccProfile("srgb")))).toBe(false);
    expect(carriesMetadata(await bytes(picture().png()))).toBe(false);
    expect(carriesMetadata(await bytes(picture().webp()))).toBe(false);
    expect(carriesMetadata(await bytes(picture().webp().withIccProfile("srgb")))).toBe(false);
  });
});
