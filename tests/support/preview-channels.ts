/**
 * Every channel through which the site speaks, read as its readers read it,
 * for tests/fixtures/preview-channels.spec.ts: a built site's pages and
 * files, either as the build wrote them or rendered in process from its
 * server build over another copy of the content (the launch list with every
 * row open, or every row confirmed), as scripts/build/entry-files.mjs
 * renders each event's and article's files. A render costs a request to the
 * handler, not a build.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { JSDOM } from "jsdom";
import { createRequestHandler, type ServerBuild } from "react-router";
import { loadContent } from "../../app/content/load";
import { samplesOf, type Place, type Samples } from "../../app/content/samples";
import type { SiteContent, ToConfirmItem } from "../../app/content/schema";
import { patterns } from "../../app/content/schema";
import type { BuildInfo } from "./site";

/** One state of one site: how to get any of its files, and what its content says is a sample. */
export interface SiteState {
  name: string;
  info: BuildInfo;
  content: SiteContent;
  samples: Samples;
  /** The content folder it was made from. */
  contentDir: string;
  /** A file of the site by its path under the base ("/kontak/", "/kalender/x.ics"); null when there is none. */
  file(path: string): Promise<Response | null>;
  /** Every page, from its sitemap. */
  pages: string[];
  /** Its server build's routes, where it was rendered from one: pages, and files made from the content. */
  routes?: { id: string; page: boolean }[];
  /** Gone once the test is done with it: the temporary content copy. */
  dispose(): void;
}

const readInfo = (buildDir: string) => JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8")) as BuildInfo;

/** The pages a sitemap lists, as paths ("/", "/kontak"). */
async function pagesOf(file: SiteState["file"], info: BuildInfo): Promise<string[]> {
  const xml = await (await file("/sitemap.xml"))!.text();
  const prefix = `${info.siteOrigin}${info.basePath}`;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
    `/${url!.slice(prefix.length)}`.replace(/(.)\/$/, "$1"),
  );
}

/** A site as its build wrote it into `buildDir/client`. */
export async function builtState(buildDir: string): Promise<SiteState> {
  const info = readInfo(buildDir);
  const client = join(buildDir, "client");
  const file = async (path: string) => {
    const local = join(client, ...path.split("/"), path.endsWith("/") ? "index.html" : "");
    return existsSync(local) ? new Response(readFileSync(local)) : null;
  };
  const content = loadContent(info.contentDir);
  return {
    name: `${buildDir} as built`,
    info,
    content,
    samples: samplesOf(content),
    contentDir: info.contentDir,
    file,
    pages: await pagesOf(file, info),
    dispose() {},
  };
}

/**
 * The site of `buildDir`'s server build, rendered in process over a copy of
 * its content whose launch list is all open or all confirmed. The server
 * build reads the content folder and the build's settings (site.config.mjs)
 * as it is loaded: a fresh copy of it is loaded for each state, with the
 * build's own settings but the copied content.
 */
export async function renderedState(buildDir: string, rows: "open" | "confirmed"): Promise<SiteState> {
  const info = readInfo(buildDir);
  const contentDir = mkdtempSync(join(tmpdir(), `gmki-${rows}-`));
  cpSync(info.contentDir, contentDir, { recursive: true });
  const list = join(contentDir, "to-confirm.json");
  const { items } = JSON.parse(readFileSync(list, "utf8")) as { items: ToConfirmItem[] };
  writeFileSync(list, JSON.stringify({ items: items.map((item) => ({ ...item, confirmed: rows === "confirmed" })) }));

  const settings = {
    CONTENT_DIR: contentDir,
    BUILD_DIR: buildDir,
    BUILD_DAY: info.buildDay,
    SITE_ORIGIN: info.siteOrigin,
    BASE_PATH: info.basePath,
  };
  const before = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  Object.assign(process.env, settings);
  let build: ServerBuild;
  try {
    const url = pathToFileURL(resolve(buildDir, "server", "index.js"));
    url.search = `?${rows}`;
    build = (await import(url.href)) as ServerBuild;
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const content = loadContent(contentDir);
  const handle = createRequestHandler(build, "production");
  const file = async (path: string) => {
    const response = await handle(new Request(`http://localhost${info.basePath}${path.slice(1)}`));
    return response.status === 200 ? response : null;
  };
  return {
    name: `${buildDir} rendered with every row ${rows}`,
    info,
    content,
    samples: samplesOf(content),
    contentDir,
    file,
    pages: await pagesOf(file, info),
    routes: Object.values(build.routes).flatMap((route) =>
      route && route.id !== "root" ? [{ id: route.id, page: typeof route.module.default === "function" }] : [],
    ),
    dispose: () => rmSync(contentDir, { recursive: true, force: true }),
  };
}

/** A page parsed as a browser would, without running anything. */
export const parse = (html: string) => new JSDOM(html).window.document;

/** Whether JavaScript runs: what a visitor sees differs by noscript.css (data-noscript-only, data-needs-js). */
export type Mode = "with JavaScript" | "without JavaScript";

/** Whether `element` shows in `mode`: no template's, no part hidden for the mode. */
export function shownIn(element: Element, mode: Mode): boolean {
  return !element.closest(mode === "with JavaScript" ? "[data-noscript-only]" : "[data-needs-js]");
}

/**
 * The blocks a sample stands in, nearest first: its section, panel, menu,
 * form, article, the footer, or an element marked as one
 * (`data-sample-block`), up to the page's main landmark.
 */
const BLOCK = "section, aside, nav, form, article, footer, [role=tabpanel], [data-noscript-only], [data-sample-block]";

/** The notes beside `element` in `mode`: in its block, or in the blocks around that one within the same landmark. */
export function notesBeside(element: Element, mode: Mode): string[] {
  const notes: string[] = [];
  for (let block = element.closest(BLOCK); block; block = block.parentElement?.closest(BLOCK) ?? null) {
    notes.push(
      ...[...block.querySelectorAll("[data-sample-note]")]
        .filter((note) => shownIn(note, mode))
        .map((note) => note.textContent ?? ""),
    );
    if (notes.length > 0 || block.matches("footer")) break;
  }
  return notes;
}

/** The content's strings at `place` in the content folder, read from its files (numbers as text too). */
export function valuesAt(contentDir: string, place: Place): string[] {
  const [file = "", field] = place.split("#");
  if (file === "situs") return field === "lambang" ? ["icons/icon-512.png"] : [];
  const path = join(contentDir, file);
  const documents =
    existsSync(path) && !file.endsWith(".json")
      ? readdirSync(path)
          .filter((name) => name.endsWith(".json"))
          .map((name) => JSON.parse(readFileSync(join(path, name), "utf8")) as unknown)
      : [JSON.parse(readFileSync(path, "utf8")) as unknown];
  const at = (value: unknown, names: string[]): unknown[] => {
    if (Array.isArray(value)) return value.flatMap((item) => at(item, names));
    if (names.length === 0) return [value];
    return value && typeof value === "object" ? at((value as Record<string, unknown>)[names[0]!], names.slice(1)) : [];
  };
  const leaves = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : typeof value === "number"
        ? [String(value)]
        : Array.isArray(value)
          ? value.flatMap(leaves)
          : value && typeof value === "object"
            ? Object.values(value).flatMap(leaves)
            : [];
  return documents.flatMap((document) => at(document, field ? field.split(".") : [])).flatMap(leaves);
}

/** What an open row covers, as text: every string of its places. */
function sampleValues(state: SiteState): string[] {
  const open = state.content.toConfirm.filter((row) => !row.confirmed);
  return [...new Set(open.flatMap((row) => row.covers.flatMap((cover) => valuesAt(state.contentDir, cover as Place))))];
}

/** A number as every link writes it: its digits, international (628…). */
export const digitsOf = (number: string) => number.replace(/\D/g, "").replace(/^0/, "62");

/** The sample numbers, e-mail addresses and accounts, as links name them. */
export function sampleAddresses(state: SiteState): { numbers: Set<string>; emails: Set<string>; urls: Set<string> } {
  const values = sampleValues(state);
  return {
    numbers: new Set(values.filter((value) => patterns.phone.test(value)).map(digitsOf)),
    emails: new Set(values.filter((value) => /^[^\s@]+@[^\s@]+$/.test(value))),
    urls: new Set(values.filter((value) => /^https:\/\//.test(value))),
  };
}
