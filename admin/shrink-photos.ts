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
import { HEAD_BYTES, sniff } from "~/content/uploads";
import { fileSize } from "~/lib/text/file-size";

/** The longest side of a photo as it is uploaded, in pixels. */
const LONGEST_SIDE = 2048;
/** JPEG quality to start from: faces stay sharp at 2,048 px (lowered only if the file would still be too big). */
const QUALITY = 0.82;
/** The most a shrunk photo may weigh, in MB (600 KB, with room for the library's rounding). */
const MAX_MB = 0.55;
/** A photo heavier than this has not been shrunk here: a phone's own (uploads.ts refuses it). */
export const SHRUNK_AT_MOST = 1024 * 1024;

/** The photos the browser can draw again, by what their bytes say (HEIC it cannot; the check names it). */
const PHOTO_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

export type PhotoType = (typeof PHOTO_TYPES)[keyof typeof PHOTO_TYPES];

/**
 * The photo a file is, read from its first bytes, never from the type the
 * phone reports (one gives a JPEG as "application/octet-stream", another
 * may call anything "image/jpeg"); undefined for anything but a JPEG, PNG
 * or WebP, or a file that cannot be read.
 */
export async function photoType(file: Blob): Promise<PhotoType | undefined> {
  try {
    const kind = sniff(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
    return kind && kind in PHOTO_TYPES ? PHOTO_TYPES[kind as keyof typeof PHOTO_TYPES] : undefined;
  } catch {
    return undefined;
  }
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

/**
 * The photo, upright, without metadata, under its own name: 2,048 px on its
 * longest side at the quality that fits MAX_MB; smaller only for a photo
 * that still weighs more at the lowest quality tried (fine grain, noise).
 * Drawn again as `type`, what its bytes say it is (photoType), whatever the
 * phone reported.
 */
export async function shrinkPhoto(picked: File, type: PhotoType): Promise<File> {
  const file = new File([picked], picked.name, { type, lastModified: picked.lastModified });
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
 * The markers of a JPEG's picture: its frame (0xC0 to 0xCF), tables (0xC4,
 * 0xCC, 0xDB), restart interval and number of lines (0xDD, 0xDC), and scans
 * (0xDA); not 0xC8, which is reserved.
 */
const JPEG_PICTURE = new Set(
  [...Array.from({ length: 16 }, (_, index) => 0xc0 + index), 0xda, 0xdb, 0xdc, 0xdd].filter(
    (marker) => marker !== 0xc8,
  ),
);
/** A PNG's picture, its transparency and colour: no text, time or Exif chunk, nothing of an application's own. */
const PNG_PICTURE = new Set("IHDR PLTE IDAT IEND tRNS gAMA cHRM sRGB iCCP cICP sBIT pHYs bKGD".split(" "));
/** A WebP's picture, its transparency and colour profile. */
const WEBP_PICTURE = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ICCP"]);

/**
 * Whether a photo holds anything besides its picture: read whole, from its
 * first byte to its last, every segment or chunk must be one the picture is
 * made of (or its colour profile, which a canvas writes), and nothing may
 * follow its end. What a phone writes into a photo (place, camera, owner,
 * time, comments: Exif, XMP, IPTC, text chunks), wherever it sits, after
 * fill bytes or after the picture's end, is more; so is a file that does
 * not read to its end, or is none of the three.
 */
export function carriesMetadata(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const name = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegCarriesMore(bytes, view);
  if (name(0) === "\x89PNG") {
    // Chunks of length, name, data and check, to the last (IEND), which ends the file.
    for (let at = 8; at + 12 <= bytes.length;) {
      const chunk = name(at + 4);
      const end = at + 12 + view.getUint32(at);
      if (!PNG_PICTURE.has(chunk) || end > bytes.length) return true;
      if (chunk === "IEND") return end !== bytes.length;
      at = end;
    }
    return true;
  }
  if (name(0) === "RIFF" && name(8) === "WEBP") {
    // Chunks after the header, each padded to an even length, filling exactly the size the header gives.
    if (view.getUint32(4, true) + 8 !== bytes.length) return true;
    let at = 12;
    while (at + 8 <= bytes.length) {
      const size = view.getUint32(at + 4, true);
      const end = at + 8 + size + (size & 1);
      if (!WEBP_PICTURE.has(name(at)) || end > bytes.length) return true;
      at = end;
    }
    return at !== bytes.length;
  }
  return true;
}

/**
 * A JPEG read segment by segment, 0xFF fill bytes before a marker skipped,
 * each scan's data to the next marker, to its end (EOI), which must be the
 * file's last bytes.
 */
function jpegCarriesMore(bytes: Uint8Array, view: DataView): boolean {
  const ascii = (from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return true;
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at++];
    if (marker === undefined) return true;
    if (marker === 0xd9) return at !== bytes.length;
    // A restart marker has no length.
    if (marker >= 0xd0 && marker <= 0xd7) continue;
    if (at + 2 > bytes.length) return true;
    const length = view.getUint16(at);
    if (length < 2 || at + length > bytes.length) return true;
    const picture =
      JPEG_PICTURE.has(marker) ||
      (marker === 0xe0 && ["JFIF\0", "JFXX\0"].includes(ascii(at + 2, 5))) ||
      (marker === 0xe2 && ascii(at + 2, 12) === "ICC_PROFILE\0");
    if (!picture) return true;
    at += length;
    // A scan's data runs to the next marker: 0xFF is followed there by 0x00 (a 0xFF of the data) or a restart.
    if (marker === 0xda) {
      while (at < bytes.length) {
        const next = bytes[at + 1] ?? 0;
        if (bytes[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        at++;
      }
    }
  }
  return true;
}
