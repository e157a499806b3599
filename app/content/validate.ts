/**
 * Checks all content before the site is built: the shape of every entry
 * (schema.ts) and what types cannot see: unique slugs, photos that exist,
 * links that lead to real pages. Runs in Node only (vite.config.ts, tests);
 * its messages are Indonesian because the branch secretary reads them.
 */
import { existsSync } from "node:fs";
import { join, posix } from "node:path";
import type { z } from "zod";
import routes from "../routes";
import { aboutStats } from "./about";
import { events, programs } from "./activities";
import { currentBoard, outgoingBoard } from "./board";
import { branches } from "./branches";
import { contact } from "./contact";
import { timeline } from "./history";
import { featuredPrograms, heroPhotos, homeStats } from "./home";
import { mainNav } from "./navigation";
import { news } from "./news";
import { photoCredits, photos } from "./photos";
import { ruleSections, sanctionTiers } from "./rules";
import {
  boardSchema,
  branchSchema,
  contactSchema,
  eventSchema,
  featuredProgramSchema,
  navGroupSchema,
  navItemSchema,
  newsItemSchema,
  photoCreditSchema,
  photoSchema,
  programSchema,
  ruleSectionSchema,
  sanctionTierSchema,
  statSchema,
  timelineEntrySchema,
} from "./schema";

/** All content, as the site uses it. Tests pass broken copies of this. */
export const siteContent = {
  photos,
  photoCredits,
  contact,
  mainNav,
  heroPhotos,
  homeStats,
  featuredPrograms,
  aboutStats,
  currentBoard,
  outgoingBoard,
  branches,
  timeline,
  events,
  programs,
  news,
  ruleSections,
  sanctionTiers,
};

export type ContentInput = { [K in keyof typeof siteContent]: unknown };

export interface ContentProblem {
  /** Content file, e.g. "app/content/activities.ts". */
  file: string;
  /** Where in the file: the export and the entry, e.g. 'events, entri "mapper-2027"'. */
  entry: string;
  /** Field of the entry, e.g. "date"; empty when the entry as a whole is wrong. */
  field: string;
  message: string;
}

/** Number of hero photos the home page turns through (spec §9). */
export const HERO_PHOTO_COUNT = 7;

interface Collection {
  file: string;
  key: keyof ContentInput;
  /** Schema of each entry (of the whole value when `single`). */
  schema: z.ZodType | ((entry: unknown) => z.ZodType);
  single?: boolean;
}

const collections: Collection[] = [
  { file: "photos.ts", key: "photos", schema: photoSchema },
  { file: "photos.ts", key: "photoCredits", schema: photoCreditSchema },
  { file: "contact.ts", key: "contact", schema: contactSchema, single: true },
  {
    file: "navigation.ts",
    key: "mainNav",
    schema: (entry) => (isObject(entry) && "children" in entry ? navGroupSchema : navItemSchema),
  },
  { file: "home.ts", key: "homeStats", schema: statSchema },
  { file: "home.ts", key: "featuredPrograms", schema: featuredProgramSchema },
  { file: "about.ts", key: "aboutStats", schema: statSchema },
  { file: "board.ts", key: "currentBoard", schema: boardSchema, single: true },
  { file: "board.ts", key: "outgoingBoard", schema: boardSchema, single: true },
  { file: "branches.ts", key: "branches", schema: branchSchema },
  { file: "history.ts", key: "timeline", schema: timelineEntrySchema },
  { file: "activities.ts", key: "events", schema: eventSchema },
  { file: "activities.ts", key: "programs", schema: programSchema },
  { file: "news.ts", key: "news", schema: newsItemSchema },
  { file: "rules.ts", key: "ruleSections", schema: ruleSectionSchema },
  { file: "rules.ts", key: "sanctionTiers", schema: sanctionTierSchema },
];

export interface ValidateOptions {
  /** Folder holding the photo files named in photos.ts. */
  photoDir?: string;
  /** Folder served as-is (public/), for person photos. */
  publicDir?: string;
  /** Every page path of the site, for checking links. */
  routePaths?: ReadonlySet<string>;
}

// npm scripts, Vite and Vitest all run from the project root.
const root = process.cwd();

export function validateContent(
  content: ContentInput = siteContent,
  {
    photoDir = join(root, "app", "assets", "photos"),
    publicDir = join(root, "public"),
    routePaths = collectRoutePaths(routes),
  }: ValidateOptions = {},
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (file: string, entry: string, field: string, message: string) =>
    problems.push({ file: `app/content/${file}`, entry, field, message });

  // 1. The shape of every entry.
  for (const { file, key, schema, single } of collections) {
    const value = content[key];
    if (!single && !Array.isArray(value)) {
      report(file, key, "", "harus berupa daftar [ ... ]");
      continue;
    }
    const entries = single ? [value] : (value as unknown[]);
    entries.forEach((entry, index) => {
      const entrySchema = typeof schema === "function" ? schema(entry) : schema;
      const result = entrySchema.safeParse(entry);
      if (result.success) return;
      for (const issue of result.error.issues) {
        report(file, describeEntry(key, entry, single ? undefined : index), issue.path.join("."), issue.message);
      }
    });
  }

  // 2. Slugs and ids must be unique: they become addresses.
  const uniqueKeys: [Collection["file"], keyof ContentInput, string][] = [
    ["photos.ts", "photos", "id"],
    ["branches.ts", "branches", "slug"],
    ["activities.ts", "events", "slug"],
    ["news.ts", "news", "slug"],
    ["rules.ts", "ruleSections", "id"],
  ];
  for (const [file, key, field] of uniqueKeys) {
    const seen = new Set<unknown>();
    listOf(content[key]).forEach((entry, index) => {
      const id = isObject(entry) ? entry[field] : undefined;
      if (id === undefined) return;
      if (seen.has(id)) {
        report(file, describeEntry(key, entry, index), field, `"${String(id)}" sudah dipakai entri lain; harus unik`);
      }
      seen.add(id);
    });
  }

  // 3. Photos: every file exists and is credited, every reference names a
  //    registered photo.
  const creditIds = new Set(listOf(content.photoCredits).map((credit) => (isObject(credit) ? credit.id : undefined)));
  const photoIds = new Set<unknown>();
  listOf(content.photos).forEach((photo, index) => {
    if (!isObject(photo)) return;
    photoIds.add(photo.id);
    if (typeof photo.credit === "string" && !creditIds.has(photo.credit)) {
      report(
        "photos.ts",
        describeEntry("photos", photo, index),
        "credit",
        `pembuat "${photo.credit}" tidak ada di photoCredits`,
      );
    }
    if (typeof photo.file === "string" && !existsSync(join(photoDir, photo.file))) {
      report(
        "photos.ts",
        describeEntry("photos", photo, index),
        "file",
        `berkas "${photo.file}" tidak ada di app/assets/photos/`,
      );
    }
  });
  const photoRefs: [Collection["file"], keyof ContentInput, string][] = [
    ["branches.ts", "branches", "image"],
    ["activities.ts", "events", "image"],
    ["news.ts", "news", "image"],
  ];
  for (const [file, key, field] of photoRefs) {
    listOf(content[key]).forEach((entry, index) => {
      const id = isObject(entry) ? entry[field] : undefined;
      if (typeof id === "string" && !photoIds.has(id)) {
        report(file, describeEntry(key, entry, index), field, `foto "${id}" tidak terdaftar di photos.ts`);
      }
    });
  }
  const hero = listOf(content.heroPhotos);
  if (hero.length !== HERO_PHOTO_COUNT) {
    report("home.ts", "heroPhotos", "", `harus berisi tepat ${HERO_PHOTO_COUNT} foto, sekarang ${hero.length}`);
  }
  hero.forEach((id, index) => {
    if (!photoIds.has(id)) {
      report("home.ts", `heroPhotos, entri ke-${index + 1}`, "", `foto "${String(id)}" tidak terdaftar di photos.ts`);
    }
  });
  for (const key of ["currentBoard", "outgoingBoard"] as const) {
    const board = content[key];
    listOf(isObject(board) ? board.leaders : undefined).forEach((person, index) => {
      const url = isObject(person) ? person.imageUrl : undefined;
      if (typeof url !== "string" || url === "") return;
      if (!url.startsWith("/") || !existsSync(join(publicDir, url))) {
        report(
          "board.ts",
          `${key}.leaders, entri "${String(isObject(person) ? person.name : index + 1)}"`,
          "imageUrl",
          `berkas "${url}" tidak ada di public/ (atau tulis null untuk inisial)`,
        );
      }
    });
  }

  // 4. Links must lead to a page of this site.
  const checkHref = (file: string, entry: string, href: unknown) => {
    if (typeof href === "string" && !routePaths.has(href)) {
      report(file, entry, "href", `halaman "${href}" tidak ada di situs ini`);
    }
  };
  listOf(content.mainNav).forEach((item, index) => {
    if (!isObject(item)) return;
    const label = describeEntry("mainNav", item, index);
    if ("children" in item) {
      listOf(item.children).forEach((child, childIndex) =>
        checkHref(
          "navigation.ts",
          `${label} › ${describeEntry("children", child, childIndex)}`,
          isObject(child) ? child.href : undefined,
        ),
      );
    } else {
      checkHref("navigation.ts", label, item.href);
    }
  });
  listOf(content.featuredPrograms).forEach((program, index) =>
    checkHref(
      "home.ts",
      describeEntry("featuredPrograms", program, index),
      isObject(program) ? program.href : undefined,
    ),
  );

  // 5. Times that only make sense together.
  listOf(content.events).forEach((event, index) => {
    if (!isObject(event)) return;
    const { startTime, endTime } = event;
    if (typeof startTime === "string" && typeof endTime === "string" && endTime <= startTime) {
      report(
        "activities.ts",
        describeEntry("events", event, index),
        "endTime",
        `jam selesai (${endTime}) harus sesudah jam mulai (${startTime})`,
      );
    }
  });

  return problems;
}

/** One readable block for the build log, one line a problem. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = problems.map(
    ({ file, entry, field, message }) => `  - ${file}: ${entry}${field ? `, kolom "${field}"` : ""}: ${message}`,
  );
  return [
    `Konten situs belum benar (${problems.length} masalah). Perbaiki lalu jalankan lagi:`,
    ...lines,
    "Panduan: docs/PANDUAN-KONTEN.md",
  ].join("\n");
}

/** Every URL path in the route table, e.g. "/", "/struktur/bpc". */
export function collectRoutePaths(
  routeConfig: readonly { path?: string; index?: boolean; children?: unknown }[],
): Set<string> {
  const paths = new Set<string>();
  const walk = (entries: readonly { path?: string; index?: boolean; children?: unknown }[], parent: string) => {
    for (const entry of entries) {
      const path = entry.index ? parent : posix.join(parent, entry.path ?? "");
      if (!path.includes("*") && !path.includes(":")) paths.add(path === "" ? "/" : path);
      if (Array.isArray(entry.children)) walk(entry.children, path);
    }
  };
  walk(routeConfig, "/");
  return paths;
}

function describeEntry(collection: string, entry: unknown, index?: number): string {
  if (index === undefined) return collection;
  const name = isObject(entry) ? (entry.slug ?? entry.id ?? entry.title ?? entry.label ?? entry.name) : undefined;
  return typeof name === "string" && name !== ""
    ? `${collection}, entri "${name}"`
    : `${collection}, entri ke-${index + 1}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
