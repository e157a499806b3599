/**
 * Before a save or a deletion, the build's whole check on what the
 * repository holds with the change (app/content/change-check.ts): a photo
 * removed while an event still shows it, an article an event reports that
 * does not exist, a komisariat address taken twice.
 *
 * Reads through the signed-in backend (GitHub, or the local copy of `npm
 * run admin`), the same files the build will read, patiently and kept
 * between saves (content-reader.ts). Saves are checked in Decap's public
 * preSave event (main.tsx); deletions in the backend's deleteFiles
 * (backends.ts), since Decap has no event before a deletion.
 */
import { CONTENT, problemsOfChange, problemsOfRemoving, type ChangeProblem } from "~/content/change-check";
import { collections } from "~/content/cms";
import { ContentReader, insideContent, type Source } from "./content-reader";
import { sameEvents } from "./same-event";
import { entrySlug, freeName } from "./slug";
import { DELETE_AGAIN, SAVE_AGAIN, unreadable, type Where } from "./why";

/** An entry as Decap hands it to preSave and postSave (an Immutable map). */
export interface DecapEntry {
  get(key: string): unknown;
}

let reader: ContentReader | undefined;
let where: Where = "github";

/**
 * The backend the secretary signed in to (backends.ts calls this when
 * Decap makes it); `onRetry` hears of each read sent again.
 */
export function readThrough(source: Source, kind: Where, onRetry?: (attempt: number) => void): ContentReader {
  where = kind;
  reader = new ContentReader(source, undefined, onRetry);
  return reader;
}

/** Starts reading before the first save, so that a slow connection costs the secretary no wait then. */
export function readAhead(): void {
  reader
    ?.read()
    .then(() => dispatchEvent(new Event(CONTENT_READ)))
    .catch(() => undefined);
}

/** The window's event once the content has been read ahead (site-pages.ts waits for it). */
export const CONTENT_READ = "gmki-content-read";

/** An unreadable repository, as a problem: its true reason, and what to do. */
const unreadableProblem = (error: unknown, then: string): ChangeProblem => ({
  message: unreadable(error, where, then),
});

/** The collection of `name` in the admin's settings (cms.ts). */
const collectionNamed = (name: string) => collections.find((collection) => collection.name === name);

/** Where an entry is saved, inside the content folder: "events/natal-2026.json". */
function entryPath(entry: DecapEntry, files: ReadonlyMap<string, string>): string | undefined {
  const path = entry.get("path") as string | undefined;
  if (path && !entry.get("newRecord")) return insideContent(path);
  const collection = collectionNamed(entry.get("collection") as string);
  const file = collection?.files?.find((candidate) => candidate.name === entry.get("slug"));
  if (file) return insideContent(file.file);
  if (!collection?.folder) return undefined;
  // A new entry of a folder: Decap names it from the title and adds -1, -2 while the name is taken.
  const folder = insideContent(collection.folder);
  const data = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
  const slug = entrySlug(String(data[collection.identifier_field ?? "title"] ?? ""));
  return `${folder}/${freeName(slug, (name) => files.has(`${folder}/${name}.json`))}.json`;
}

const entryText = (entry: DecapEntry) => JSON.stringify((entry.get("data") as { toJS(): unknown }).toJS());

/** What saving `entry` would add to the build's problems; [] when the build would take it. */
export async function problemsOfSaving(entry: DecapEntry): Promise<ChangeProblem[]> {
  if (!reader) return [];
  let files;
  try {
    files = await reader.files();
  } catch (error) {
    return [unreadableProblem(error, SAVE_AGAIN)];
  }
  const path = entryPath(entry, files);
  return path ? problemsOfChange(files, path, entryText(entry)) : [];
}

/**
 * The other events with the title and day of `entry` (an event), as the
 * content was last read; [] for anything else, or when nothing could be read.
 */
export async function sameEventsAs(entry: DecapEntry): Promise<string[]> {
  const collection = collectionNamed(entry.get("collection") as string);
  if (!reader || collection?.folder !== `${CONTENT}/events`) return [];
  // As the check before it just read them: no second read on a phone's data.
  const files = reader.kept ?? (await reader.files().catch(() => undefined));
  const path = files && entryPath(entry, files);
  if (!files || !path) return [];
  return sameEvents(files, path, (entry.get("data") as { toJS(): Record<string, unknown> }).toJS());
}

/** A content file (path inside content/) as last read or saved; undefined before the first read. */
export function keptFile(path: string): string | undefined {
  return reader?.kept?.get(path);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `value` with each object's keys in the order `model` has them, all the
 * way down (a list's items after the model's item at their place, or its
 * first); keys the model lacks come after, as they are.
 */
export function orderedLike(value: unknown, model: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => orderedLike(item, Array.isArray(model) ? (model[index] ?? model[0]) : undefined));
  }
  if (!isObject(value)) return value;
  const known = isObject(model) ? Object.keys(model).filter((key) => key in value) : [];
  const keys = [...known, ...Object.keys(value).filter((key) => !known.includes(key))];
  return Object.fromEntries(
    keys.map((key) => [key, orderedLike(value[key], isObject(model) ? model[key] : undefined)]),
  );
}

/**
 * The text Decap would save at `path` (its JSON, keys in an order of its
 * maps' own), with the keys in the order of the file as last read or saved,
 * or for a new file of a folder, of another file there: a save's diff shows
 * only what changed. As it is when nothing was read yet.
 */
export function inSavedOrder(path: string, raw: string): string {
  const inside = insideContent(path);
  const folder = inside.slice(0, inside.lastIndexOf("/") + 1);
  const kept = reader?.kept;
  const model =
    kept?.get(inside) ?? (folder ? [...(kept ?? [])].find(([name]) => name.startsWith(folder))?.[1] : undefined);
  if (!model || !path.endsWith(".json")) return raw;
  return `${JSON.stringify(orderedLike(JSON.parse(raw), JSON.parse(model)), null, 2)}\n`;
}

/** After a save: what was saved joins what is kept, so the next check need not wait for it. */
export function noteSaved(entry: DecapEntry): void {
  const path = entry.get("path") as string | undefined;
  if (path) reader?.wrote(insideContent(path), inSavedOrder(path, entryText(entry)));
}

/**
 * What deleting the files at `paths` (as Decap names them: an entry
 * "content/news/x.json", an upload "content/photos/x.jpg") would add to the
 * build's problems; [] when none.
 */
export async function problemsOfDeleting(paths: readonly string[]): Promise<ChangeProblem[]> {
  if (!reader) return [];
  const inside = paths.map(insideContent);
  const uploads = inside.filter((path) => !path.endsWith(".json"));
  try {
    const files = await reader.files();
    const problems: ChangeProblem[] = [];
    for (const path of inside.filter((candidate) => candidate.endsWith(".json"))) {
      problems.push(...problemsOfChange(files, path, undefined));
    }
    if (uploads.length > 0) {
      const media = await reader.media();
      for (const path of uploads) problems.push(...problemsOfRemoving(files, media, path));
    }
    return problems;
  } catch (error) {
    return [unreadableProblem(error, DELETE_AGAIN)];
  }
}

/** After a deletion: gone from what is kept too. */
export function noteDeleted(paths: readonly string[]): void {
  for (const path of paths) reader?.wrote(insideContent(path), undefined);
}
