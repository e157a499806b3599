/**
 * Checks all of the content (content/README.md): the shape of every file
 * (schema.ts) and what shapes cannot see: unique ids, photos and articles
 * that exist, links to real pages, boards with their heads.
 *
 * Runs wherever the content is: at build, on the files (load.ts), and in
 * the admin before a save, on what the repository holds with the entry as
 * it would be saved (admin/cross-check.ts). So the admin refuses what the
 * build would, in the same words. No file access here: a ContentSource
 * reads. Its messages are Indonesian because the branch secretary reads
 * them; each names the file, the entry and the field.
 * Imports are relative: config files load this without the app's aliases.
 */
import type { z } from "zod";
import { calendarFeedPath, calendarFeedSlug } from "../lib/pages/addresses";
import { foundingSlips } from "./founding";
import { fieldLabel, speakIndonesian } from "./messages";
import { placeProblem } from "./samples";
import { fileSchemas as schemas, slugSchema, type SiteContent } from "./schema";

speakIndonesian();

export interface ContentProblem {
  /** The file, from the project's root: "content/events/mapper-2027.json". */
  file: string;
  /** The entry in the file, e.g. 'branches, entri "Komisariat STT Arastamar"'; empty for the file as a whole. */
  entry: string;
  /** The field of the entry, e.g. "date"; empty when the entry as a whole is wrong. */
  field: string;
  /** The field as the admin labels it, with its hint: "Jam mulai (WIT)". */
  label?: string;
  hint?: string;
  message: string;
}

/** Content that cannot be built; its message lists every problem. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[]) {
    super(formatProblems(problems));
    this.name = "ContentError";
    this.problems = problems;
  }
}

export interface CheckOptions {
  /** Every page of the site, or how the content makes them, for checking links; unchecked when absent. */
  pagePaths?: ReadonlySet<string> | ((content: SiteContent) => ReadonlySet<string>);
}

/**
 * Reads the content for the check: the build reads the folder, the admin
 * the repository through its sign-in.
 */
export interface ContentSource {
  /** The folder as messages name it: "content". */
  dir: string;
  /** A file's text by its path in the folder ("board.json", "events/natal.json"); undefined when absent. */
  read(path: string): string | undefined;
  /** The names of a folder's .json files ("events" -> ["natal.json"]), sorted. */
  list(folder: string): string[];
  /** Whether photos/<name> is there; not checked when absent. */
  hasPhoto?(name: string): boolean;
  /** What is wrong with documents/<name> (missing, not a PDF, too large); not checked when absent. */
  documentProblem?(name: string): string | null;
  /** What is wrong with each file in photos/ (not a photo the site can use, too large), by "photos/<name>"; not checked when absent. */
  photoFileProblems?(): { path: string; message: string }[];
}

/** The content and its problems; `content` is null when a file cannot be read at all. */
export function checkContent(
  source: ContentSource,
  options: CheckOptions = {},
): { content: SiteContent | null; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const topic = <F extends TopicFile>(name: F) => readTopic(source, name, problems);

  const site = topic("site.json");
  const contact = topic("contact.json");
  const home = topic("home.json");
  const about = topic("about.json");
  const board = topic("board.json");
  const branches = topic("branches.json");
  const history = topic("history.json");
  const programs = topic("programs.json");
  const rules = topic("rules.json");
  const photos = topic("photos.json");
  const toConfirm = topic("to-confirm.json");
  const events = readFolder(source, "events", schemas.events, problems);
  const news = readFolder(source, "news", schemas.news, problems);
  const documents = readFolder(source, "documents", schemas.documents, problems);

  if (
    !site ||
    !contact ||
    !home ||
    !about ||
    !board ||
    !branches ||
    !history ||
    !programs ||
    !rules ||
    !photos ||
    !toConfirm
  ) {
    return { content: null, problems: uniqueProblems(problems) };
  }
  const content: SiteContent = {
    site,
    contact,
    home,
    about,
    board,
    branches: branches.branches,
    timeline: history.timeline,
    events,
    programs: programs.programs,
    news,
    documents,
    rules,
    photos: photos.photos,
    photoCredits: photos.credits,
    toConfirm: toConfirm.items,
  };
  problems.push(...crossFileProblems(source, content, options));
  return { content, problems: uniqueProblems(problems) };
}

/** Problems with the same place and message told once (a check may find one twice). */
function uniqueProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems.filter(({ file, entry, field, message }) => {
    const key = JSON.stringify([file, entry, field, message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One readable block for the build log, one line a problem (a problem found twice is told once). */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = uniqueProblems(problems).map(({ file, entry, field, label, hint, message }) => {
    const where = [`  - ${file}`, entry, field && `kolom "${label ?? field}"`];
    // Every message shows a valid value: its own example, or the admin's hint.
    const example = hint && !message.includes("mis.") ? `. ${hint}` : "";
    return `${where.filter(Boolean).join(", ")}: ${message}${example}`;
  });
  return [
    `Konten situs belum benar (${problems.length} masalah), jadi situs belum diperbarui; pengunjung tetap melihat versi terakhir yang benar. Perbaiki:`,
    ...lines,
    "Panduan: docs/PANDUAN-KONTEN.md",
  ].join("\n");
}

/** The path of a file in the folder, as messages name it: "content/board.json". */
const pathIn = (dir: string, name: string) => (dir ? `${dir.replace(/\/$/, "")}/${name}` : name);

/** Reads and parses one file; reports what is wrong with it and returns null then. */
function parseFile(source: ContentSource, name: string, problems: ContentProblem[]): unknown {
  const file = pathIn(source.dir, name);
  const text = source.read(name);
  if (text === undefined) {
    problems.push({ file, entry: "", field: "", message: "berkas ini tidak ada" });
    return null;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    problems.push({ file, entry: "", field: "", message: jsonSyntaxMessage(text, error) });
    return null;
  }
}

/** The files with one topic each (board.json, rules.json, ...), as opposed to folders of entries. */
type TopicFile = Exclude<keyof typeof schemas, "events" | "news" | "documents">;

/** A file with one topic, checked against its schema. */
function readTopic<F extends TopicFile>(
  source: ContentSource,
  name: F,
  problems: ContentProblem[],
): z.infer<(typeof schemas)[F]> | null {
  const data = parseFile(source, name, problems);
  if (data === null) return null;
  const result = (schemas[name] as z.ZodType).safeParse(data);
  // TypeScript cannot pair a key's schema with its output; the map does.
  if (result.success) return result.data as z.infer<(typeof schemas)[F]>;
  for (const issue of result.error.issues) {
    problems.push({
      file: pathIn(source.dir, name),
      ...locate(name, data, issue.path),
      ...fieldLabel(name, issue.path),
      message: issue.message,
    });
  }
  return null;
}

/**
 * A folder with one entry per file (events/, news/, documents/). The file's
 * name is the entry's slug, its address (/kegiatan/<slug>): the admin makes
 * it from the title when the entry is created, unique, and never changes it.
 */
function readFolder<S extends z.ZodType<{ title: string }>>(
  source: ContentSource,
  folder: string,
  schema: S,
  problems: ContentProblem[],
): (z.infer<S> & { slug: string })[] {
  return source.list(folder).flatMap((name) => {
    const path = `${folder}/${name}`;
    const data = parseFile(source, path, problems);
    if (data === null) return [];
    const file = pathIn(source.dir, path);
    const entry = entryName(data, `"${name}"`);
    const slug = name.replace(/\.json$/, "");
    const slugResult = slugSchema.safeParse(slug);
    if (!slugResult.success) {
      const message = slugResult.error.issues[0]?.message ?? "";
      problems.push({ file, entry, field: "", message: `nama berkas ini menjadi alamatnya: ${message}` });
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const { entry: inner, field } = locate(path, data, issue.path);
        problems.push({
          file,
          entry: [entry, inner].filter(Boolean).join(" › "),
          field,
          ...fieldLabel(path, issue.path),
          message: issue.message,
        });
      }
      return [];
    }
    return slugResult.success ? [{ ...result.data, slug }] : [];
  });
}

/** What is wrong with a file that is not valid JSON, and where. */
function jsonSyntaxMessage(source: string, error: unknown): string {
  const position = Number(/position (\d+)/.exec(String(error))?.[1]);
  if (!Number.isFinite(position)) return "bukan JSON yang benar (periksa tanda kutip, koma, dan kurung)";
  const before = source.slice(0, position).split("\n");
  return `bukan JSON yang benar di baris ${before.length}, kolom ${(before.at(-1)?.length ?? 0) + 1} (periksa tanda kutip, koma, dan kurung di sekitarnya; tiap isian ditulis "nama": "nilai" dan dipisah koma, mis. "title": "Ibadah Natal", "date": "2026-12-12")`;
}

/**
 * Where in a file an issue's path points: the entries on the way (each list
 * by its admin label, each entry by its title or name, or its number counted
 * from 1) and the field. In branches.json,
 * ["branches", 1, "slug"] -> 'Komisariat, entri "Komisariat STT Arastamar"', "slug";
 * ["inbox", "number"] -> "Kotak masuk", "number". The field's own label is
 * added by fieldLabel.
 */
function locate(file: string, data: unknown, path: readonly PropertyKey[]): { entry: string; field: string } {
  const entries: string[] = [];
  let keys: string[] = [];
  let value = data;
  path.forEach((segment, index) => {
    value = isObject(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[segment] : undefined;
    if (typeof segment === "number") {
      entries.push(`${keys.join(" › ")}, entri ${entryName(value, `ke-${segment + 1}`)}`);
      keys = [];
    } else if (index < path.length - 1) {
      keys.push(labelAt(file, path.slice(0, index + 1)));
    }
  });
  const last = path.at(-1);
  const field = typeof last === "number" || last === undefined ? "" : String(last);
  if (keys.length > 0) entries.push(keys.join(" › "));
  return { entry: entries.join(" › "), field };
}

/** A field or list as the admin labels it; its key where the admin shows none. */
function labelAt(file: string, path: readonly PropertyKey[]): string {
  return fieldLabel(file, path)?.label ?? String(path.at(-1) ?? "");
}

/** An entry by its title (or name, label, id), quoted and shortened; `fallback` when it has none. */
function entryName(entry: unknown, fallback: string): string {
  if (!isObject(entry)) return fallback;
  const name = [entry.title, entry.name, entry.label, entry.id, entry.slug].find(
    (candidate) => typeof candidate === "string" && candidate.trim() !== "",
  );
  return typeof name === "string" ? `"${shortened(name)}"` : fallback;
}

/** A name as a message quotes it: one line, at most 60 characters. */
function shortened(name: string): string {
  const line = name.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line;
}

/** Whether a photo reference names an uploaded file rather than a registered photo. */
export const isPhotoFile = (ref: string) => /\.(?:jpe?g|png|webp|svg)$/i.test(ref);

/** What a document's entry says when its PDF is not in documents/ (the build and the admin). */
export const missingDocument = (dir: string, name: string) =>
  `berkas "${name}" tidak ada di ${pathIn(dir, "documents")}/; unggah lagi`;

/**
 * An uploaded file's name, photo or document, from its path as the admin
 * writes it: "content/photos/img_2041.jpg" -> "img_2041.jpg",
 * "/content/documents/ad-art.pdf" -> "ad-art.pdf".
 */
export const uploadedFileName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The two foundings written again in a text (founding.ts): GMKI's day and
 * the branch's year live in site.json only, so no page states another.
 * The launch list is left out: its rows name the facts to check.
 */
function foundingProblems(source: ContentSource, content: SiteContent): ContentProblem[] {
  const { site } = content;
  const withoutSlug = <T extends { slug: string }>({ slug: _slug, ...entry }: T) => entry;
  const files: [string, unknown, string][] = [
    ["site.json", { ...site, foundedNational: null }, ""],
    ["contact.json", content.contact, ""],
    ["home.json", content.home, ""],
    ["about.json", content.about, ""],
    ["board.json", content.board, ""],
    ["branches.json", { branches: content.branches }, ""],
    ["history.json", { timeline: content.timeline }, ""],
    ["programs.json", { programs: content.programs }, ""],
    ["rules.json", content.rules, ""],
    ["photos.json", { photos: content.photos, credits: content.photoCredits }, ""],
    ...(["events", "news", "documents"] as const).flatMap((folder) =>
      content[folder].map((entry): [string, unknown, string] => [
        `${folder}/${entry.slug}.json`,
        withoutSlug(entry),
        `"${shortened(entry.title)}"`,
      ]),
    ),
  ];
  const problems: ContentProblem[] = [];
  const walk = (file: string, data: unknown, entry: string, value: unknown, path: PropertyKey[]) => {
    if (typeof value === "string") {
      for (const slip of foundingSlips(value, site)) {
        const place = locate(file, data, path);
        problems.push({
          file: pathIn(source.dir, file),
          entry: [entry, place.entry].filter(Boolean).join(" › "),
          field: place.field,
          ...fieldLabel(file, path),
          message: slip.message,
        });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(file, data, entry, item, [...path, index]));
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) walk(file, data, entry, item, [...path, key]);
    }
  };
  for (const [file, data, entry] of files) walk(file, data, entry, data, []);
  return problems;
}

/** What each file's shape allows but the site cannot show. */
function crossFileProblems(source: ContentSource, content: SiteContent, options: CheckOptions) {
  const pagePaths = typeof options.pagePaths === "function" ? options.pagePaths(content) : options.pagePaths;
  const problems: ContentProblem[] = [];
  // `field` is the path to the field without list positions: "photos.credit".
  const report = (file: string, entry: string, field: string, message: string) =>
    problems.push({
      file: pathIn(source.dir, file),
      entry,
      field: field.split(".").at(-1) ?? "",
      ...(field ? fieldLabel(file, field.split(".")) : {}),
      message,
    });

  // Entries are named as the admin shows them: the list's label, then the entry.
  const entryIn = (file: string, key: string, entry: unknown, index: number) =>
    `${labelAt(file, [key])}, entri ${entryName(entry, `ke-${index + 1}`)}`;

  // Ids and slugs must be unique: they become addresses and references.
  const unique = <T>(file: string, key: string, entries: readonly T[], idOf: (entry: T) => string) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const id = idOf(entry);
      if (seen.has(id))
        report(file, entryIn(file, key, entry, index), "", `"${id}" sudah dipakai entri lain; harus unik`);
      seen.add(id);
    });
  };
  unique("photos.json", "photos", content.photos, (photo) => photo.id);
  unique("photos.json", "credits", content.photoCredits, (credit) => credit.id);
  unique("branches.json", "branches", content.branches, (branch) => branch.slug);
  unique("rules.json", "sections", content.rules.sections, (section) => section.id);

  content.branches.forEach((branch, index) => {
    if (branch.slug === "bpc") {
      report(
        "branches.json",
        entryIn("branches.json", "branches", branch, index),
        "branches.slug",
        '"bpc" sudah dipakai halaman Badan Pengurus Cabang (/struktur/bpc); pilih alamat singkat lain',
      );
    }
  });

  // The launch list's rows name content that exists: a row covering nothing would mark nothing.
  content.toConfirm.forEach((row, index) => {
    for (const cover of row.covers) {
      const problem = placeProblem(cover);
      if (problem) report("to-confirm.json", entryIn("to-confirm.json", "items", row, index), "items.covers", problem);
    }
  });

  for (const event of content.events) {
    if (event.slug === calendarFeedSlug) {
      report(
        `events/${event.slug}.json`,
        `"${event.title}"`,
        "slug",
        `"${calendarFeedSlug}" sudah dipakai kalender langganan (/${calendarFeedPath}); pilih alamat singkat lain`,
      );
    }
  }

  // Photos: every file exists and is credited; every reference names a registered photo.
  const creditIds = new Set(content.photoCredits.map((credit) => credit.id));
  content.photos.forEach((photo, index) => {
    const entry = entryIn("photos.json", "photos", photo, index);
    if (!creditIds.has(photo.credit)) {
      report(
        "photos.json",
        entry,
        "photos.credit",
        `"${photo.credit}" tidak ada di ${labelAt("photos.json", ["credits"])}`,
      );
    }
    if (source.hasPhoto && !source.hasPhoto(photo.file)) {
      report(
        "photos.json",
        entry,
        "photos.file",
        `berkas "${photo.file}" tidak ada di ${pathIn(source.dir, "photos")}/`,
      );
    }
  });
  const photoIds = new Set(content.photos.map((photo) => photo.id));
  // A reference is a registered id, or an uploaded file (isPhotoFile) that must be there.
  const checkPhoto = (file: string, entry: string, field: string, ref: string | undefined) => {
    if (!ref) return;
    if (isPhotoFile(ref)) {
      if (source.hasPhoto && !source.hasPhoto(uploadedFileName(ref)))
        report(
          file,
          entry,
          field,
          `foto "${uploadedFileName(ref)}" tidak ada di ${pathIn(source.dir, "photos")}/; unggah lagi`,
        );
    } else if (!photoIds.has(ref)) {
      report(file, entry, field, `foto "${ref}" tidak terdaftar di koleksi Foto (photos.json)`);
    }
  };
  // An uploaded photo is described where it is used; a registered one has its description.
  const checkAlt = (file: string, entry: string, ref: string | undefined, alt: string | undefined) => {
    if (ref && isPhotoFile(ref) && !alt) report(file, entry, "imageAlt", "wajib diisi untuk foto yang diunggah");
  };
  // A page shows each photo once: two events (or articles, or komisariat)
  // with one photo would show it twice on one page.
  const onePage = (page: string) => {
    const seen = new Map<string, string>();
    return (file: string, entry: string, field: string, id: string | undefined, name: string) => {
      checkPhoto(file, entry, field, id);
      if (!id) return;
      const other = seen.get(id);
      if (other)
        report(file, entry, field, `foto "${id}" sudah dipakai "${other}"; satu foto tampil sekali di halaman ${page}`);
      else seen.set(id, name);
    };
  };
  checkPhoto("about.json", "", "photo", content.about.photo);
  content.home.heroPhotos.forEach((id, index) =>
    checkPhoto("home.json", `${labelAt("home.json", ["heroPhotos"])}, entri ke-${index + 1}`, "", id),
  );
  const branchPhoto = onePage("Struktur");
  content.branches.forEach((branch, index) => {
    checkPhoto(
      "branches.json",
      entryIn("branches.json", "branches", branch, index),
      "branches.coordinatorPhoto",
      branch.coordinatorPhoto,
    );
    branchPhoto(
      "branches.json",
      entryIn("branches.json", "branches", branch, index),
      "branches.image",
      branch.image,
      branch.name,
    );
  });
  const eventPhoto = onePage("Kegiatan");
  const articles = new Set(content.news.map((item) => item.slug));
  for (const event of content.events) {
    const file = `events/${event.slug}.json`;
    const entry = `"${shortened(event.title)}"`;
    eventPhoto(file, entry, "image", event.image, event.title);
    checkAlt(file, entry, event.image, event.imageAlt);
    event.gallery?.forEach((photo, index) =>
      checkPhoto(file, `${entry} › Galeri, entri ke-${index + 1}`, "image", photo.image),
    );
    if (event.report && !articles.has(event.report))
      report(file, entry, "report", `berita "${event.report}" tidak ada di koleksi Berita`);
  }
  const newsPhoto = onePage("Berita");
  for (const item of content.news) {
    const file = `news/${item.slug}.json`;
    const entry = `"${shortened(item.title)}"`;
    newsPhoto(file, entry, "image", item.image, item.title);
    checkPhoto(file, entry, "authorPhoto", item.authorPhoto);
    checkAlt(file, entry, item.image, item.imageAlt);
    item.body?.forEach((block, index) => {
      if (block.type === "foto") checkPhoto(file, `${entry} › Isi, blok ke-${index + 1}`, "image", block.image);
    });
  }

  // Every file in photos/, used or not, is a photo or drawing the build can
  // read, small enough (app/content/uploads.ts).
  for (const { path, message } of source.photoFileProblems?.() ?? []) report(path, "", "", message);

  // Documents: a PDF, there, small enough for a phone on Wamena's data.
  for (const document of content.documents) {
    const file = `documents/${document.slug}.json`;
    const entry = `"${shortened(document.title)}"`;
    const problem = source.documentProblem?.(uploadedFileName(document.file));
    if (problem) report(file, entry, "file", problem);
  }

  for (const key of ["current", "outgoing"] as const) {
    for (const role of ["chair", "secretary", "treasurer"] as const) {
      const photo = content.board[key][role].photo;
      if (photo)
        checkPhoto(
          "board.json",
          `${labelAt("board.json", [key])} › ${labelAt("board.json", [key, role])}`,
          `${key}.${role}.photo`,
          photo,
        );
    }
  }

  // Each board marks the heads of its fields (Kepala bidang ini, or a group
  // of them): without any, its page would list none.
  for (const key of ["current", "outgoing"] as const) {
    const { fields } = content.board[key];
    if (!fields.some((field) => field.heads || field.members.some((member) => member.head))) {
      report(
        "board.json",
        labelAt("board.json", [key]),
        `${key}.fields`,
        'belum ada kepala bidang yang ditandai; nyalakan "Kepala bidang ini" pada kepala tiap bidang',
      );
    }
  }

  problems.push(...foundingProblems(source, content));

  // Links must lead to a page of this site.
  if (pagePaths) {
    content.home.featuredPrograms.forEach((program, index) => {
      if (!pagePaths.has(program.href)) {
        report(
          "home.json",
          entryIn("home.json", "featuredPrograms", program, index),
          "featuredPrograms.href",
          `halaman "${program.href}" tidak ada di situs ini`,
        );
      }
    });
  }

  return problems;
}
