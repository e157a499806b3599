/**
 * Reads the content folder (content/README.md) for the build: checks all
 * of it (check.ts) with the files at hand, and lists what the route table
 * needs before the check runs.
 *
 * Runs in Node only: at build (route loaders, through content.server.ts;
 * the content check in vite.config.ts), in react-router.config.ts and
 * routes.ts, and in tests.
 * Imports are relative: config files load this without the app's aliases.
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import {
  checkContent,
  ContentError,
  missingDocument,
  uploadedFileName,
  type CheckOptions,
  type ContentProblem,
} from "./check";
import { patterns, type SiteContent } from "./schema";
import { HEAD_BYTES, sniff, UPLOAD_LIMITS, uploadProblem, type UploadFolder } from "./uploads";

export { formatProblems, isPhotoFile, uploadedFileName } from "./check";
export type { CheckOptions, ContentProblem } from "./check";

/** The content in `dir`, checked; throws a ContentError listing every problem. */
export function loadContent(dir: string, options: CheckOptions = {}): SiteContent {
  const { content, problems } = readContent(dir, options);
  if (!content || problems.length > 0) throw new ContentError(problems);
  return content;
}

/** The content in `dir` and its problems; `content` is null when a file cannot be read at all. */
export function readContent(
  dir: string,
  options: CheckOptions = {},
): { content: SiteContent | null; problems: ContentProblem[] } {
  return checkContent(
    {
      dir,
      read: (path) => (existsSync(join(dir, path)) ? readFileSync(join(dir, path), "utf8") : undefined),
      list: (folder) => jsonFiles(join(dir, folder)),
      hasPhoto: (name) => existsSync(join(dir, "photos", name)),
      documentProblem: (name) => documentProblem(join(dir, "documents", name)),
      photoFileProblems: () => photoFileProblems(join(dir, "photos")),
    },
    options,
  );
}

/**
 * The komisariat slugs, for the route table: read leniently, so that a
 * mistake elsewhere is reported by the content check with its own message
 * rather than as a broken route table.
 */
export function branchSlugs(dir: string): string[] {
  try {
    const { branches } = JSON.parse(readFileSync(join(dir, "branches.json"), "utf8")) as { branches: unknown[] };
    return branches.flatMap((branch) => {
      const slug = isObject(branch) ? branch.slug : undefined;
      return typeof slug === "string" && patterns.slug.test(slug) ? [slug] : [];
    });
  } catch {
    return [];
  }
}

/**
 * The slugs of the articles that have a body, leniently, for the route
 * table: each gets its page, /berita/<slug>. An article without a body has
 * its card only.
 */
/**
 * Whether any fact on the launch list (to-confirm.json) is still a sample,
 * leniently, for the route table: /pratinjau exists only while one is.
 */
export function hasSamples(dir: string): boolean {
  try {
    const { items } = JSON.parse(readFileSync(join(dir, "to-confirm.json"), "utf8")) as { items: unknown[] };
    return items.some((item) => isObject(item) && item.confirmed !== true);
  } catch {
    return false;
  }
}

export function articleSlugs(dir: string): string[] {
  return jsonFiles(join(dir, "news")).flatMap((name) => {
    try {
      const article = JSON.parse(readFileSync(join(dir, "news", name), "utf8")) as unknown;
      const hasBody = isObject(article) && Array.isArray(article.body) && article.body.length > 0;
      const slug = basename(name, ".json");
      return hasBody && patterns.slug.test(slug) ? [slug] : [];
    } catch {
      return [];
    }
  });
}

/** The files of the documents, leniently, for prerendering them under /dokumen/. */
export function documentFiles(dir: string): string[] {
  return jsonFiles(join(dir, "documents")).flatMap((name) => {
    try {
      const document = JSON.parse(readFileSync(join(dir, "documents", name), "utf8")) as unknown;
      const file = isObject(document) && typeof document.file === "string" ? uploadedFileName(document.file) : "";
      return /^[\w.-]+\.pdf$/i.test(file) ? [file] : [];
    } catch {
      return [];
    }
  });
}

/** The slugs of the event files, leniently, for their pages and calendar files. */
export function eventSlugs(dir: string): string[] {
  return jsonFiles(join(dir, "events")).map((name) => basename(name, ".json"));
}

/**
 * The years of a folder's entries (events/, news/), newest first, leniently,
 * for the archive's pages: /kegiatan/arsip/<year>, /berita/arsip/<year>.
 */
export function entryYears(dir: string, folder: "events" | "news"): string[] {
  const years = new Set<string>();
  for (const name of jsonFiles(join(dir, folder))) {
    try {
      const entry = JSON.parse(readFileSync(join(dir, folder, name), "utf8")) as unknown;
      const year =
        isObject(entry) && typeof entry.date === "string" ? /^(\d{4})-\d\d-\d\d$/.exec(entry.date)?.[1] : undefined;
      if (year) years.add(year);
    } catch {
      // The content check reports it.
    }
  }
  return [...years].sort().reverse();
}

function jsonFiles(folder: string): string[] {
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A file's first bytes, for its type; all of a drawing, which is checked whole. */
function head(path: string): Uint8Array {
  const bytes = Buffer.alloc(HEAD_BYTES);
  const handle = openSync(path, "r");
  const read = readSync(handle, bytes, 0, HEAD_BYTES, 0);
  closeSync(handle);
  const start = bytes.subarray(0, read);
  return sniff(start) === "svg" && statSync(path).size <= UPLOAD_LIMITS.drawing ? readFileSync(path) : start;
}

/** What is wrong with an uploaded file, as the admin would say it (app/content/uploads.ts). */
const fileProblem = (folder: UploadFolder, path: string) =>
  uploadProblem(folder, uploadedFileName(path), head(path), statSync(path).size);

/** What is wrong with a document's file, in the secretary's words; null when nothing. */
function documentProblem(path: string): string | null {
  if (!existsSync(path)) return missingDocument("content", uploadedFileName(path));
  return fileProblem("documents", path);
}

/** What is wrong with each file in photos/, which the build reads whether a page shows it or not. */
function photoFileProblems(folder: string): { path: string; message: string }[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => !name.startsWith(".") && statSync(join(folder, name)).isFile())
    .sort()
    .flatMap((name) => {
      const message = fileProblem("photos", join(folder, name));
      return message ? [{ path: `photos/${name}`, message }] : [];
    });
}
