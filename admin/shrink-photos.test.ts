import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { carriesMetadata, isPhoto, savedText } from "./shrink-photos";

describe("photos shrunk before upload", () => {
  it("says what was saved, in Indonesian", () => {
    expect(savedText(7.1 * 1024 * 1024, 480 * 1024)).toBe("Foto diperkecil sebelum diunggah: 7,1 MB → 480 KB.");
  });

  it("does not call a photo that was already small smaller", () => {
    expect(savedText(7 * 1024, 7 * 1024 + 100)).toBe("Foto siap diunggah (7 KB), tanpa data lokasi dan kamera.");
    expect(savedText(7 * 1024, 9 * 1024)).toBe("Foto siap diunggah (9 KB), tanpa data lokasi dan kamera.");
  });

  it("shrinks every photo, small ones and PNGs too (for their metadata), never a PDF or a drawing", () => {
    expect(isPhoto({ type: "image/jpeg" })).toBe(true);
    expect(isPhoto({ type: "image/webp" })).toBe(true);
    expect(isPhoto({ type: "image/png" })).toBe(true);
    expect(isPhoto({ type: "application/pdf" })).toBe(false);
    expect(isPhoto({ type: "image/svg+xml" })).toBe(false);
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

  it("is not found in a picture drawn again on a canvas (JFIF, plain chunks)", async () => {
    expect(carriesMetadata(await bytes(picture().jpeg()))).toBe(false);
    expect(carriesMetadata(await bytes(picture().png()))).toBe(false);
    expect(carriesMetadata(await bytes(picture().webp()))).toBe(false);
  });
});
