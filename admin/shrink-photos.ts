/**
 * A photo picked on the phone is shrunk there, before it is uploaded: a
 * camera's 7 MB becomes about 500 KB, so the secretary's mobile data pays
 * for that, not for the original, and the repository keeps that for good.
 * The build makes its own small copies from it (app/lib/media); 2,048 px on
 * the longest side is more than its largest (1,920 px wide).
 *
 * `browser-image-compression` does the work (decode, resize, re-encode,
 * lowering quality until the file fits). Drawing the photo on a canvas
 * turns it upright as its EXIF mark says and writes none of its metadata
 * again: no place (GPS), no camera, no owner, no time. Every photo goes
 * through it, a small one and a PNG too, for its metadata. On the main
 * thread, and in the admin's own script, not a chunk of its own: its
 * worker would load the library from a CDN, and a chunk that failed to
 * load would leave the photo as it was. What it guarantees is checked
 * again before anything is committed (uploads.ts).
 */
import compress from "browser-image-compression";
import { fileSize } from "~/lib/text/file-size";

/** The longest side of a photo as it is uploaded, in pixels. */
const LONGEST_SIDE = 2048;
/** JPEG quality to start from: faces stay sharp at 2,048 px (lowered only if the file would still be too big). */
const QUALITY = 0.82;
/** The most a shrunk photo may weigh, in MB (600 KB, with room for the library's rounding). */
const MAX_MB = 0.55;
/** A photo heavier than this has not been shrunk here: a phone's own (uploads.ts refuses it). */
export const SHRUNK_AT_MOST = 1024 * 1024;

/** Photos the browser can draw again: JPEG, PNG and WebP (HEIC it cannot; the check names it). */
export const isPhoto = (file: Pick<File, "type">) => ["image/jpeg", "image/png", "image/webp"].includes(file.type);

/**
 * What the admin says once a photo is ready: "Foto diperkecil sebelum
 * diunggah: 7,1 MB → 480 KB."; a photo already small was only written
 * again, without its metadata, and is not said to be smaller.
 */
export const savedText = (before: number, after: number) =>
  fileSize(after) === fileSize(before) || after > before
    ? `Foto siap diunggah (${fileSize(after)}), tanpa data lokasi dan kamera.`
    : `Foto diperkecil sebelum diunggah: ${fileSize(before)} → ${fileSize(after)}.`;

/**
 * The photo, upright, without metadata, under its own name: 2,048 px on its
 * longest side at the quality that fits MAX_MB; smaller only for a photo
 * that still weighs more at the lowest quality tried (fine grain, noise).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const options = {
    maxWidthOrHeight: LONGEST_SIDE,
    maxSizeMB: MAX_MB,
    initialQuality: QUALITY,
    useWebWorker: false,
    preserveExif: false,
  };
  let small = await compress(file, { ...options, alwaysKeepResolution: true });
  if (small.size > MAX_MB * 1024 * 1024) small = await compress(file, options);
  return new File([small], file.name, { type: small.type, lastModified: file.lastModified });
}

/**
 * Whether a JPEG, PNG or WebP carries what a phone writes into a photo
 * besides the picture (place, camera, owner, comments): the segments and
 * chunks that hold it, which a photo drawn again on a canvas has none of.
 */
export function carriesMetadata(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const name = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (view.getUint16(0) === 0xffd8) {
    // JPEG: the segments before the picture; APP1 (Exif, XMP), APP13 (IPTC) and COM carry it.
    for (let at = 2; at + 4 <= bytes.length; at += 2 + view.getUint16(at + 2)) {
      const marker = view.getUint16(at);
      if (marker === 0xffe1 || marker === 0xffed || marker === 0xfffe) return true;
      if (marker === 0xffda || marker >> 8 !== 0xff) return false;
    }
    return false;
  }
  // PNG: chunks of length, name, data and check; eXIf and the text chunks carry it.
  if (name(0) === "\x89PNG") {
    for (let at = 8; at + 8 <= bytes.length; at += 12 + view.getUint32(at)) {
      if (["eXIf", "tEXt", "zTXt", "iTXt"].includes(name(at + 4))) return true;
    }
    return false;
  }
  // WebP: chunks after its header, padded to an even length; EXIF and XMP carry it.
  if (name(0) === "RIFF") {
    for (let at = 12; at + 8 <= bytes.length; at += 8 + ((view.getUint32(at + 4, true) + 1) & ~1)) {
      if (["EXIF", "XMP "].includes(name(at))) return true;
    }
  }
  return false;
}
