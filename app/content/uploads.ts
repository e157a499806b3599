/**
 * What an uploaded file must be: its type, read from its first bytes, and
 * its size. The build checks every file in content/photos and every
 * document an entry offers (load.ts); the admin checks a file as it is
 * picked, and again before a save (admin/uploads.ts), with the same
 * function, so it refuses what the build would, in the same words, before
 * anything is committed. No file access here: callers pass the bytes.
 */
import { XMLValidator } from "fast-xml-parser";
import { fileSize } from "../lib/text/file-size";

/** Where uploads live in the content folder: photos (and drawings), documents. */
export type UploadFolder = "photos" | "documents";

/**
 * The largest file of each kind. A phone's photo is 2 to 6 MB at 12
 * megapixels, and 10 to 20 MB at a camera's full 50 (a 4000 × 3000 JPEG
 * at the camera's top quality, of a grainy night scene, is 11), so 20 MB
 * refuses no photo straight from a phone; the build makes small copies,
 * but the original stays in the repository for good, and the secretary
 * uploads it over mobile data. A document is downloaded as it is by
 * visitors on a prepaid plan: 4 MB holds a text PDF of the AD/ART (a few
 * hundred KB) or a 20-page scan at 150 dpi. A drawing (SVG) is served as it
 * is too: the branch's are a few KB.
 */
export const UPLOAD_LIMITS = {
  photo: 20 * 1024 * 1024,
  drawing: 1024 * 1024,
  document: 4 * 1024 * 1024,
} as const;

/** A limit as hints and messages say it: "20 MB". */
export const limitText = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** How many bytes of a file's start tell its type. */
export const HEAD_BYTES = 512;

/** The file types the site uses, by what their first bytes say. */
type Kind = "jpeg" | "png" | "webp" | "svg" | "pdf" | "heic";

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

/** A file's type from its first bytes; undefined when it is none the site uses. */
export function sniff(head: Uint8Array): Kind | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (ascii(head, 0, 5) === "%PDF-") return "pdf";
  // HEIF from a phone's camera: an ISO box "ftyp" with one of its brands.
  if (ascii(head, 4, 8) === "ftyp" && /^(?:heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/.test(ascii(head, 8, 12)))
    return "heic";
  // A drawing is text that starts with markup (after a byte-order mark or blanks).
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head);
  if (!text.includes("\0") && /^\uFEFF?\s*</.test(text) && /<svg[\s>]/i.test(text)) return "svg";
  return undefined;
}

const extension = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

const PHOTO_EXTENSIONS: Record<string, Kind> = { jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp", svg: "svg" };

/** "foto JPEG, PNG, atau WebP": the photos a field takes, as a hint or message says it. */
export const PHOTO_TYPES = "foto JPEG, PNG, atau WebP";

/** What a photo field takes, said before the upload (the admin refuses anything else as it is picked). */
export const PHOTO_RULE = `${PHOTO_TYPES[0]?.toUpperCase()}${PHOTO_TYPES.slice(1)}, paling besar ${limitText(UPLOAD_LIMITS.photo)}.`;

/** How to make a phone's photo smaller, or a JPEG: WhatsApp sends photos as JPEG of a few hundred KB. */
export const SHRINK_PHOTO = "kirim fotonya ke diri sendiri lewat WhatsApp, simpan, lalu unggah yang dari WhatsApp";

export interface UploadOptions {
  /** Whether a drawing (SVG) is taken: only in the Foto collection, where the branch's drawings are registered. */
  drawings?: boolean;
  /** The name as the secretary picked it, for the message ("IMG 01.JPG"), when `name` is the one it will have. */
  shownAs?: string;
}

/**
 * What is wrong with an upload, in the secretary's words; null when nothing.
 * @param folder where it goes
 * @param name its file name ("img_2041.jpg")
 * @param head its first bytes (HEAD_BYTES of them), or all of them: a drawing
 *   is checked whole, as the build will read it, only when all are given
 * @param size its size in bytes
 */
export function uploadProblem(
  folder: UploadFolder,
  name: string,
  head: Uint8Array,
  size: number,
  { drawings = true, shownAs }: UploadOptions = {},
): string | null {
  const kind = sniff(head);
  const said = `"${shownAs ?? name}"`;
  if (folder === "documents") {
    if (!/^[\w.-]+$/.test(name))
      return `nama berkas ${said} hanya boleh berisi huruf, angka, titik, dan tanda hubung (jadi alamat unduhannya), mis. "ad-art-gmki-wamena.pdf"; ganti nama berkasnya, lalu unggah lagi`;
    if (kind !== "pdf" || extension(name) !== "pdf")
      return `berkas ${said} bukan PDF; simpan dokumennya sebagai PDF (di Word: Simpan sebagai › PDF), lalu unggah lagi`;
    if (size > UPLOAD_LIMITS.document)
      return `berkas ${said} ${fileSize(size)}, lebih dari batas ${limitText(UPLOAD_LIMITS.document)} agar hemat kuota pengunjung; perkecil dulu (mis. pindai hitam-putih 150 dpi, atau kompres PDF), lalu unggah lagi`;
    return null;
  }
  if (kind === "heic")
    return `foto ${said} berformat HEIC, yang belum bisa dipakai situs; ubah dulu ke JPEG: ${SHRINK_PHOTO}`;
  const named = PHOTO_EXTENSIONS[extension(name)];
  if (named === "svg" || kind === "svg") {
    if (!drawings || named !== kind)
      return `berkas ${said} bukan ${PHOTO_TYPES}; gambar SVG hanya diunggah di koleksi Foto, kolom "Berkas foto"`;
    if (size > UPLOAD_LIMITS.drawing)
      return `gambar ${said} ${fileSize(size)}, lebih dari batas ${limitText(UPLOAD_LIMITS.drawing)}; simpan gambarnya lebih sederhana, lalu unggah lagi`;
    // Not well-formed, the build's drawing of it (librsvg) stops with an error in English.
    const xml = head.length === size ? XMLValidator.validate(new TextDecoder().decode(head)) : true;
    if (xml !== true)
      return `gambar ${said} rusak: tulisan SVG-nya tidak lengkap atau salah di baris ${xml.err.line}; simpan gambarnya lagi dari aplikasi gambarnya, lalu unggah lagi`;
    return null;
  }
  // A photo's name says JPEG, PNG or WebP, and its bytes are one of them (the build reads any of the three).
  if (!named || !kind || kind === "pdf") return `berkas ${said} bukan ${PHOTO_TYPES}; pilih foto dari galeri ponsel`;
  if (size > UPLOAD_LIMITS.photo)
    return `foto ${said} ${fileSize(size)}, lebih dari batas ${limitText(UPLOAD_LIMITS.photo)}; perkecil dulu: ${SHRINK_PHOTO}`;
  return null;
}
