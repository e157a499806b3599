import { describe, expect, it } from "vitest";
import { savedText, shrinkable } from "./shrink-photos";

describe("photos shrunk before upload", () => {
  it("says what was saved, in Indonesian", () => {
    expect(savedText(7.1 * 1024 * 1024, 480 * 1024)).toBe("Foto diperkecil sebelum diunggah: 7,1 MB → 480 KB.");
  });

  it("does not call a photo that was already small smaller", () => {
    expect(savedText(7 * 1024, 7 * 1024 + 100)).toBe("Foto siap diunggah (7 KB), tanpa data lokasi dan kamera.");
    expect(savedText(7 * 1024, 9 * 1024)).toBe("Foto siap diunggah (9 KB), tanpa data lokasi dan kamera.");
  });

  it("shrinks every camera photo (for its metadata), a PNG only when big, never a PDF or a drawing", () => {
    expect(shrinkable({ type: "image/jpeg", size: 40_000 })).toBe(true);
    expect(shrinkable({ type: "image/webp", size: 40_000 })).toBe(true);
    expect(shrinkable({ type: "image/png", size: 40_000 })).toBe(false);
    expect(shrinkable({ type: "image/png", size: 3_000_000 })).toBe(true);
    expect(shrinkable({ type: "application/pdf", size: 3_000_000 })).toBe(false);
    expect(shrinkable({ type: "image/svg+xml", size: 3_000_000 })).toBe(false);
  });
});
