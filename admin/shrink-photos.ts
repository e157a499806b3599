/**
 * A photo picked on the phone is shrunk there, before it is uploaded: a
 * camera's 7 MB becomes about 500 KB, so the secretary's mobile data pays
 * for that, not for the original, and the repository keeps that for good.
 * The build makes its own small copies from it (app/lib/media); 2,048 px on
 * the longest side is more than its largest (1,920 px wide).
 *
 * `browser-image-compression` does the work (decode, resize, re-encode,
 * lowering quality until the file fits), loaded only when a photo is
 * picked. Drawing the photo on a canvas turns it upright as its EXIF mark
 * says and writes none of its metadata again: no place (GPS), no camera, no
 * time. On the main thread: its worker would load the library from a CDN.
 *
 * Decap has no hook before an upload, so the media library's file picker's
 * change event is caught before its handler, the picked file swapped for
 * the small one, and the event sent on (as list-rows.ts catches clicks).
 */
import { fileSize } from "~/lib/text/file-size";
import { showProgress } from "./notices";

/** The longest side of a photo as it is uploaded, in pixels. */
export const LONGEST_SIDE = 2048;
/** JPEG quality to start from: faces stay sharp at 2,048 px (lowered only if the file would still be too big). */
export const QUALITY = 0.82;
/** The most a shrunk photo may weigh, in MB (600 KB, with room for the library's rounding). */
export const MAX_MB = 0.55;

/** Photos the camera gives (JPEG, WebP) are always re-encoded, for their metadata; a PNG only when big (a screenshot). */
export function shrinkable(file: Pick<File, "type" | "size">): boolean {
  if (file.type === "image/jpeg" || file.type === "image/webp") return true;
  return file.type === "image/png" && file.size > 1024 * 1024;
}

/**
 * What the admin says once a photo is ready: "Foto diperkecil sebelum
 * diunggah: 7,1 MB → 480 KB."; a photo already small was only written
 * again, without its metadata, and is not said to be smaller.
 */
export const savedText = (before: number, after: number) =>
  fileSize(after) === fileSize(before) || after > before
    ? `Foto siap diunggah (${fileSize(after)}), tanpa data lokasi dan kamera.`
    : `Foto diperkecil sebelum diunggah: ${fileSize(before)} → ${fileSize(after)}.`;

/** The photo, at most LONGEST_SIDE px and MAX_MB, upright, without metadata, under its own name. */
export async function shrinkPhoto(file: File): Promise<File> {
  const { default: compress } = await import("browser-image-compression");
  const small = await compress(file, {
    maxWidthOrHeight: LONGEST_SIDE,
    maxSizeMB: MAX_MB,
    initialQuality: QUALITY,
    useWebWorker: false,
    preserveExif: false,
  });
  return new File([small], file.name, { type: small.type, lastModified: file.lastModified });
}

/** Files already shrunk here, or tried: sent on as they are (another handler may send the event again). */
const handled = new WeakSet<File>();

/** Shrinks each photo picked in the media library before Decap receives it. */
export function shrinkPhotosAsPicked(): void {
  const passed = new WeakSet<Event>();
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (passed.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") return;
      const file = input.files?.[0];
      if (!file || handled.has(file) || !shrinkable(file) || !input.closest(".nc-fileUploadButton")) return;
      event.stopImmediatePropagation();
      handled.add(file);
      showProgress("Memperkecil foto sebelum diunggah…", 60_000);
      const sendOn = () => {
        const again = new Event("change", { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      };
      shrinkPhoto(file).then(
        (small) => {
          handled.add(small);
          const files = new DataTransfer();
          files.items.add(small);
          input.files = files.files;
          showProgress(savedText(file.size, small.size), 20_000);
          sendOn();
        },
        // A photo this browser cannot draw goes as it is: the build shrinks it, and the upload's own checks apply.
        () => {
          showProgress(`Foto ini tidak bisa diperkecil di ponsel ini; diunggah apa adanya (${fileSize(file.size)}).`);
          sendOn();
        },
      );
    },
    { capture: true },
  );
}
