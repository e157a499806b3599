import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NOT_UPLOADED, UNREADABLE } from "./english-notices";
import { refusalOfUpload } from "./uploads";

describe("an upload's refusal", () => {
  it("says what to do when the picked file can no longer be read from the device", async () => {
    // What the browser does when a picked photo was moved or deleted since: its reads fail.
    const gone = new Blob(["x"]);
    gone.slice = () => {
      const part = new Blob(["x"]);
      part.arrayBuffer = () =>
        Promise.reject(new DOMException("The requested file could not be read", "NotReadableError"));
      return part;
    };
    const refusal = await refusalOfUpload({ fileObj: gone, path: "content/photos/img_0001.jpg" });
    expect(refusal?.message).toBe(`${NOT_UPLOADED}${UNREADABLE}`);
  });

  it("refuses a photo the admin did not shrink: a phone's size, or its place, camera or owner inside", async () => {
    const photo = (grain: number) =>
      sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: grain },
        },
      });
    const big = await photo(60).jpeg({ quality: 95 }).toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const asPicked = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
    expect((await refusalOfUpload({ fileObj: asPicked(big), path: "content/photos/img_0002.jpg" }))?.message).toMatch(
      /^Belum diunggah: foto "img_0002\.jpg" \d+,\d MB belum diperkecil; pilih fotonya lagi dari galeri/,
    );
    const located = await photo(0)
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "S", GPSLatitude: "4/1 5/1 30/1" } })
      .toBuffer();
    expect(
      (await refusalOfUpload({ fileObj: asPicked(located), path: "content/photos/img_0003.jpg" }))?.message,
    ).toMatch(/^Belum diunggah: foto "img_0003\.jpg" masih membawa data lokasi, kamera, atau pemiliknya/);
    expect(
      await refusalOfUpload({
        fileObj: asPicked(await photo(0).jpeg().toBuffer()),
        path: "content/photos/img_0004.jpg",
      }),
    ).toBeNull();
  });
});
