/**
 * Uploads the build would refuse never reach the repository
 * (app/content/uploads.ts says what a file must be, for both), nor a photo
 * with what the phone wrote into it:
 *
 * - The media library says what it takes above its upload button (type and
 *   size), and its file picker offers only that (PDFs for a document).
 * - A file is taken as it is picked, before Decap sees it: a photo is
 *   shrunk (shrink-photos.ts), then the file is checked; refused, the
 *   library says why, in the words of the build, and nothing is added to
 *   the entry or committed. A photo that cannot be shrunk is refused too,
 *   with what to do.
 * - Before a save, the entry's new files are checked again, and a file the
 *   library would commit at once (its "Foto dan Berkas" view, outside any
 *   entry) as well; a photo then must also be one the admin shrank: at most
 *   1 MB, without metadata. So no photo leaves at a phone's size or with
 *   its place, camera or owner, whatever failed before.
 *
 * Which rule applies follows from the entry being edited, by its fields'
 * patterns (app/content/cms.ts): in a collection with a document field
 * (Dokumen) PDFs, in the one with the drawings' file field (Foto) photos
 * and drawings, everywhere else (the other entries, and "Foto dan Berkas"
 * outside any entry) photos. Decap has no hook before an upload, so the
 * picker's change event is caught before its handler, the admin's one
 * listener of the kind; a file the library commits at once is checked by
 * the backends (backends.ts, persistMedia). No internal of Decap's is read
 * (docs/decisions/0013-admin-decap-internals.md).
 */
import type { CmsCollection } from "decap-cms-core";
import { collections } from "~/content/cms";
import { patterns } from "~/content/schema";
import {
  HEAD_BYTES,
  limitText,
  PHOTO_TYPES,
  SHRINK_PHOTO,
  sniff,
  UPLOAD_LIMITS,
  uploadProblem,
  type UploadFolder,
} from "~/content/uploads";
import { fileSize } from "~/lib/text/file-size";
import type { DecapEntry } from "./cross-check";
import { NOT_UPLOADED, UNREADABLE } from "./english-notices";
import { carriesMetadata, isPhoto, savedText, shrinkPhoto, SHRUNK_AT_MOST } from "./shrink-photos";
import { uploadName } from "./slug";
import type { FieldProblem } from "./field-problems";

interface Rule {
  folder: UploadFolder;
  drawings: boolean;
  /** What the file picker offers. */
  accept: string;
  /** What the library says above its upload button. */
  says: string;
}

const RULES = {
  photo: {
    folder: "photos",
    drawings: false,
    accept: "image/*",
    says: `Yang bisa diunggah: ${PHOTO_TYPES}, paling besar ${limitText(UPLOAD_LIMITS.photo)}.`,
  },
  drawing: {
    folder: "photos",
    drawings: true,
    accept: "image/*",
    says: `Yang bisa diunggah: ${PHOTO_TYPES}, paling besar ${limitText(UPLOAD_LIMITS.photo)}, atau gambar SVG paling besar ${limitText(UPLOAD_LIMITS.drawing)}.`,
  },
  document: {
    folder: "documents",
    drawings: false,
    accept: ".pdf,application/pdf",
    says: `Yang bisa diunggah: berkas PDF, paling besar ${limitText(UPLOAD_LIMITS.document)}.`,
  },
} satisfies Record<string, Rule>;

/** An Immutable map, as Decap hands over an entry and its files. */
interface DecapMap {
  get(key: string): unknown;
}

/** Whether a collection has a field of `pattern`: its settings (cms.ts) carry each field's pattern's source. */
const hasField = (collection: CmsCollection, pattern: RegExp) =>
  JSON.stringify(collection).includes(JSON.stringify(pattern.source));

/** Each collection's rule, by the file fields it has. */
const RULE_OF_COLLECTION = new Map(
  collections.map((collection) => {
    const rule = hasField(collection, patterns.documentFile)
      ? RULES.document
      : hasField(collection, patterns.photoFile)
        ? RULES.drawing
        : RULES.photo;
    return [collection.name, rule] as const;
  }),
);

/** The rule of the library as it is open: the edited entry's collection's; photos outside an entry ("Foto dan Berkas"). */
function openRule(): Rule {
  const editing = /^#\/collections\/([^/]+)\/(?:new|entries\/)/.exec(location.hash)?.[1];
  return (editing && RULE_OF_COLLECTION.get(decodeURIComponent(editing))) || RULES.photo;
}

/** What is wrong with a file for a rule, under the name it gets (and, for the message, the one it had); null when nothing. */
async function problemOf(
  file: Blob,
  name: string,
  folder: UploadFolder,
  drawings: boolean,
  shownAs?: string,
): Promise<string | null> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    // A drawing is checked whole, as the build reads it.
    if (sniff(head) === "svg" && file.size <= UPLOAD_LIMITS.drawing) head = new Uint8Array(await file.arrayBuffer());
  } catch {
    // The browser reads a picked file from the device, not a copy: moved, changed or deleted since, it is gone.
    return UNREADABLE;
  }
  const problem = uploadProblem(folder, name, head, file.size, { drawings, ...(shownAs ? { shownAs } : {}) });
  if (problem || !["jpeg", "png", "webp"].includes(sniff(head) ?? "")) return problem;
  // A photo as the admin shrank it: small, and nothing in it but the picture.
  const said = `"${shownAs ?? name}"`;
  const again = `pilih fotonya lagi dari galeri; bila tetap begitu, ${SHRINK_PHOTO}`;
  if (file.size > SHRUNK_AT_MOST) return `foto ${said} ${fileSize(file.size)} belum diperkecil; ${again}`;
  if (carriesMetadata(new Uint8Array(await file.arrayBuffer()))) {
    return `foto ${said} masih membawa data lokasi, kamera, atau pemiliknya di dalam berkasnya; ${again}`;
  }
  return null;
}

const RULE_MARK = "data-gmki-upload-rule";
const SAID_MARK = "data-gmki-upload-said";

/** The top of the media library (its title, buttons and search), where it says what it takes. */
const libraryTop = (from: Element) => from.closest('[class*="-LibraryTop"]') ?? undefined;

/** Says, in each media library drawn, its rule under its title and upload button, in words its picker then keeps to. */
export function sayUploadRules(): void {
  for (const button of document.querySelectorAll(".nc-fileUploadButton")) sayRule(button);
}

function sayRule(button: Element) {
  const rule = openRule();
  const input = button.querySelector<HTMLInputElement>("input[type=file]");
  if (input && input.accept !== rule.accept) input.accept = rule.accept;
  const top = libraryTop(button);
  if (!top?.firstElementChild) return;
  let note = top.querySelector(`[${RULE_MARK}]`);
  if (!note) {
    note = document.createElement("p");
    note.setAttribute(RULE_MARK, "");
    top.firstElementChild.after(note);
  }
  if (note.textContent !== rule.says) note.textContent = rule.says;
}

/**
 * What happens to the file just picked, under the rule, until the next
 * pick: its progress and what it saved (a status), or why it was refused
 * (an alert). In the library, where the file was picked, not over the form.
 */
function say(input: HTMLInputElement, text: string | null, refused = false) {
  const top = libraryTop(input);
  top?.querySelector(`[${SAID_MARK}]`)?.remove();
  const note = top?.querySelector(`[${RULE_MARK}]`);
  if (!note || !text) return;
  const said = document.createElement("p");
  said.setAttribute(SAID_MARK, refused ? "refused" : "");
  said.setAttribute("role", refused ? "alert" : "status");
  said.textContent = refused ? `${NOT_UPLOADED}${text}` : text;
  note.after(said);
}

/** A photo shrunk here; null when it cannot be (the browser cannot draw it), with the reason said. */
async function shrunk(input: HTMLInputElement, file: File): Promise<File | null> {
  say(input, "Memperkecil foto sebelum diunggah…");
  try {
    const small = await shrinkPhoto(file);
    say(input, savedText(file.size, small.size));
    return small;
  } catch {
    const problem = `foto "${file.name}" tidak bisa diperkecil di perangkat ini, jadi tidak diunggah, agar ukuran aslinya serta data lokasi dan kameranya tidak ikut terkirim; ${SHRINK_PHOTO}`;
    say(input, problem, true);
    return null;
  }
}

/**
 * Takes each file as it is picked in the media library: a photo shrunk,
 * then the file checked; only a file the build takes goes on to Decap.
 */
export function takeUploadsAsPicked(): void {
  const passed = new WeakSet<Event>();
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (passed.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") return;
      const picked = input.files?.[0];
      if (!picked || !input.closest(".nc-fileUploadButton")) return;
      event.stopImmediatePropagation();
      const { folder, drawings } = openRule();
      void (async () => {
        const file = folder === "photos" && isPhoto(picked) ? await shrunk(input, picked) : picked;
        const problem = file && (await problemOf(file, uploadName(file.name), folder, drawings, file.name));
        if (!file || problem) {
          if (problem) say(input, problem, true);
          input.value = "";
          return;
        }
        if (file !== picked) {
          const files = new DataTransfer();
          files.items.add(file);
          input.files = files.files;
        }
        const again = new Event("change", { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      })();
    },
    { capture: true },
  );
}

/** The folder a path in the repository is in, for its rule. */
const folderOf = (path: string): UploadFolder => (/(^|\/)content\/documents\//.test(path) ? "documents" : "photos");

/**
 * What is wrong with the files a save would commit with the entry: each
 * under the field it was picked for. Drawings pass here: the fields'
 * patterns keep them to the Foto collection.
 */
export async function draftMediaProblems(entry: DecapEntry): Promise<FieldProblem[]> {
  const media = entry.get("mediaFiles") as { toArray(): DecapMap[] } | undefined;
  const problems: FieldProblem[] = [];
  for (const item of media?.toArray() ?? []) {
    const file = item.get("file");
    if (!item.get("draft") || !(file instanceof Blob)) continue;
    const path = String(item.get("path") ?? "");
    const problem = await problemOf(file, path.slice(path.lastIndexOf("/") + 1), folderOf(path), true);
    if (!problem) continue;
    const label = (item.get("field") as DecapMap | undefined)?.get("label");
    problems.push(typeof label === "string" ? { label, message: problem } : { message: problem });
  }
  return problems;
}

/**
 * An upload's refusal, as the media library outside an entry ("Foto dan
 * Berkas") commits a file at once: called by the backends' persistMedia
 * (backends.ts), so that what the build refuses is not committed. Null
 * when the file may go.
 */
export async function refusalOfUpload(asset: { fileObj?: unknown; path: string }): Promise<Error | null> {
  const file = asset.fileObj;
  if (!(file instanceof Blob)) return null;
  const name = asset.path.slice(asset.path.lastIndexOf("/") + 1);
  const problem = await problemOf(file, name, folderOf(asset.path), false);
  if (!problem) return null;
  const error = new Error(`${NOT_UPLOADED}${problem}`);
  error.name = "";
  return error;
}
