/**
 * Uploads the build would refuse never reach the repository
 * (app/content/uploads.ts says what a file must be, for both):
 *
 * - The media library says what it takes above its upload button (type and
 *   size), and its file picker offers only that (PDFs for a document).
 * - A file is checked as it is picked, before Decap sees it: refused, the
 *   library says why, in the words of the build, and nothing is added to
 *   the entry or committed.
 * - Before a save, the entry's new files are checked again (a file dropped
 *   onto the library, say), and a file the library would commit at once
 *   (its "Foto dan Berkas" view, outside any entry) as well.
 *
 * Which rule applies follows from the field that opened the library, by its
 * pattern (app/content/cms.ts): a document field takes PDFs, the Foto
 * collection's file field photos and drawings, every other place photos.
 * Decap has no hook before an upload, so the picker's change event is
 * caught before its handler (as list-rows.ts catches clicks).
 */
import { currentBackend } from "decap-cms-core/dist/esm/backend";
import { sanitizeSlug } from "decap-cms-core/dist/esm/lib/urlHelper";
import { store } from "decap-cms-core/dist/esm/redux";
import { patterns } from "~/content/schema";
import { HEAD_BYTES, limitText, PHOTO_TYPES, UPLOAD_LIMITS, uploadProblem, type UploadFolder } from "~/content/uploads";
import type { DecapEntry } from "./cross-check";
import { NOT_UPLOADED } from "./english-notices";
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

/** A field (an Immutable map, as Decap keeps it) or nothing. */
interface DecapMap {
  get(key: string): unknown;
}

/** The rule of the field that opened the media library; photos when none did ("Foto dan Berkas"). */
function ruleOf(field: DecapMap | undefined | ""): Rule {
  const pattern = field ? (field.get("pattern") as DecapMap | undefined)?.get("0") : undefined;
  if (pattern === patterns.documentFile.source) return RULES.document;
  if (pattern === patterns.photoFile.source) return RULES.drawing;
  return RULES.photo;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's state is Immutable and untyped.
const library = () => (store.getState() as any).mediaLibrary as DecapMap;
const openRule = () => ruleOf(library().get("field") as DecapMap | "");

/** What is wrong with a file for a rule, under the name it gets (and, for the message, the one it had); null when nothing. */
async function problemOf(
  file: Blob,
  name: string,
  folder: UploadFolder,
  drawings: boolean,
  shownAs?: string,
): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return uploadProblem(folder, name, head, file.size, { drawings, ...(shownAs ? { shownAs } : {}) });
}

/** The name Decap gives a picked file in the repository ("AD ART.PDF" -> "ad-art.pdf"), which the build reads. */
const uploadName = (file: File) => sanitizeSlug(file.name.toLowerCase(), store.getState().config.slug);

const RULE_MARK = "data-gmki-upload-rule";
const PROBLEM_MARK = "data-gmki-upload-problem";

/** The top of the media library (its title, buttons and search), where it says what it takes. */
const libraryTop = (from: Element) => from.closest('[class*="-LibraryTop"]') ?? undefined;

/** Says the rule under the library's title and upload button, in words the picker then keeps to. */
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

/** Shows why a picked file was refused, under the rule, until the next pick. */
function showProblem(input: HTMLInputElement, message: string | null) {
  const top = libraryTop(input);
  top?.querySelector(`[${PROBLEM_MARK}]`)?.remove();
  const note = top?.querySelector(`[${RULE_MARK}]`);
  if (!note || !message) return;
  const alert = document.createElement("p");
  alert.setAttribute(PROBLEM_MARK, "");
  alert.setAttribute("role", "alert");
  alert.textContent = `${NOT_UPLOADED}${message}`;
  note.after(alert);
}

/** Checks each file as it is picked in the media library; only a file the build takes goes on to Decap. */
export function checkUploadsAsPicked(): void {
  new MutationObserver(() => {
    for (const button of document.querySelectorAll(".nc-fileUploadButton")) sayRule(button);
  }).observe(document.body, { childList: true, subtree: true });

  const passed = new WeakSet<Event>();
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (passed.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") return;
      const file = input.files?.[0];
      if (!file || !input.closest(".nc-fileUploadButton")) return;
      event.stopImmediatePropagation();
      const { folder, drawings } = openRule();
      void problemOf(file, uploadName(file), folder, drawings, file.name).then((problem) => {
        showProblem(input, problem);
        if (problem) {
          input.value = "";
          return;
        }
        const again = new Event("change", { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      });
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
 * The media library outside an entry ("Foto dan Berkas") commits a file at
 * once: its backend's persistMedia is wrapped, as deletions are
 * (cross-check.ts), so that what the build refuses is not committed.
 */
export function refuseBadUploads(): void {
  const unsubscribe = store.subscribe(() => {
    const { config } = store.getState();
    if (config.isFetching !== false || !config.backend) return;
    unsubscribe();
    const backend = currentBackend(config);
    const persistMedia = backend.persistMedia.bind(backend);
    backend.persistMedia = async (settings, asset) => {
      const file = asset.fileObj;
      const name = asset.path.slice(asset.path.lastIndexOf("/") + 1);
      const problem = file instanceof Blob ? await problemOf(file, name, folderOf(asset.path), false) : null;
      if (problem) {
        const error = new Error(`${NOT_UPLOADED}${problem}`);
        error.name = "";
        throw error;
      }
      return persistMedia(settings, asset);
    };
  });
}
