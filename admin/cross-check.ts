/**
 * Before a save or a deletion, the build's whole check on what the
 * repository holds with the change (app/content/change-check.ts): a photo
 * removed while an event still shows it, an article an event reports that
 * does not exist, a komisariat address taken twice.
 *
 * Reads through Decap's own backend, signed in as the secretary (GitHub, or
 * the local copy of `npm run admin`): the same files the build will read.
 */
import { currentBackend } from "decap-cms-core/dist/esm/backend";
import { slugFormatter } from "decap-cms-core/dist/esm/lib/formatters";
import { store } from "decap-cms-core/dist/esm/redux";
import { CONTENT, problemsOfChange, problemsOfRemoving, type ChangeProblem } from "~/content/change-check";
import { fileSchemas } from "~/content/schema";

/** An entry as Decap hands it to preSave (an Immutable map). */
export interface DecapEntry {
  get(key: string): unknown;
}

const folders = ["events", "news", "documents"] as const;
const topicFiles = Object.keys(fileSchemas).filter((key) => key.endsWith(".json"));

interface RawFile {
  file: { path: string };
  data: string;
}

/** The files of the content folder, by their path inside it ("board.json", "events/natal.json"). */
async function repositoryFiles(): Promise<Map<string, string>> {
  const implementation = currentBackend(store.getState().config).implementation;
  const [topics, ...entries] = await Promise.all([
    implementation.entriesByFiles(topicFiles.map((name) => ({ path: `${CONTENT}/${name}` }))),
    ...folders.map((folder) =>
      (implementation.allEntriesByFolder ?? implementation.entriesByFolder).call(
        implementation,
        `${CONTENT}/${folder}`,
        "json",
        1,
      ),
    ),
  ]);
  const files = new Map<string, string>();
  for (const { file, data } of [topics, ...entries].flat() as RawFile[]) {
    // entriesByFiles answers a missing file with empty text: it stays missing.
    if (data) files.set(file.path.slice(CONTENT.length + 1), data);
  }
  return files;
}

/** A path as Decap names it ("content/photos/x.jpg", "/content/documents/y.pdf") inside the content folder. */
const insideContent = (path: string) => path.replace(/^\//, "").slice(CONTENT.length + 1);

/** The uploads in the repository, by their path inside the content folder ("photos/kabut.jpg"). */
async function repositoryMedia(): Promise<Set<string>> {
  const implementation = currentBackend(store.getState().config).implementation;
  const lists = await Promise.all(
    ["photos", "documents"].map((folder) => implementation.getMedia(`${CONTENT}/${folder}`)),
  );
  return new Set(lists.flat().map(({ path }) => insideContent(path)));
}

/** Why nothing was checked: the repository could not be read. */
export const UNREADABLE: ChangeProblem = {
  message:
    "isi situs yang lain belum bisa dibaca untuk diperiksa (sambungan internet terputus?); tunggu sebentar, lalu coba lagi",
};

/** Where an entry is saved, inside the content folder: "events/natal-2026.json". */
export function entryPath(entry: DecapEntry, files: ReadonlyMap<string, string>): string {
  const path = entry.get("path") as string | undefined;
  if (path && !entry.get("newRecord")) return path.slice(CONTENT.length + 1);
  const collection = store.getState().collections.get(entry.get("collection") as string);
  const file = collection.get("files")?.find((candidate: DecapEntry) => candidate.get("name") === entry.get("slug"));
  if (file) return (file.get("file") as string).slice(CONTENT.length + 1);
  // A new entry of a folder: Decap names it from the title and adds -1, -2 while the name is taken.
  const folder = (collection.get("folder") as string).slice(CONTENT.length + 1);
  const slug = slugFormatter(collection, entry.get("data"), store.getState().config.slug);
  let name = slug;
  for (let count = 1; files.has(`${folder}/${name}.json`); count++) name = `${slug}-${count}`;
  return `${folder}/${name}.json`;
}

/** What saving `entry` would add to the build's problems; [] when the build would take it. */
export async function problemsOfSaving(entry: DecapEntry): Promise<ChangeProblem[]> {
  const files = await repositoryFiles();
  const text = JSON.stringify((entry.get("data") as { toJS(): unknown }).toJS());
  return problemsOfChange(files, entryPath(entry, files), text);
}

/** What deleting the entry at `path` ("content/news/x.json") would add to the build's problems. */
export async function problemsOfDeleting(path: string): Promise<ChangeProblem[]> {
  return problemsOfChange(await repositoryFiles(), path.slice(CONTENT.length + 1), undefined);
}

/**
 * Decap has no event before a deletion: its backend's deleteEntry and
 * deleteMedia are wrapped instead, so that an article an event still
 * reports, or a photo an event still shows, is not deleted. The notice says
 * why, as for a save.
 */
export function refuseBrokenDeletions(refuse: (problems: ChangeProblem[]) => Error): void {
  // The backend exists once Decap has its configuration; taken earlier, it would be made without it.
  const unsubscribe = store.subscribe(() => {
    const { config } = store.getState();
    if (config.isFetching !== false || !config.backend) return;
    unsubscribe();
    wrapDeletion(config, refuse);
  });
}

function wrapDeletion(config: unknown, refuse: (problems: ChangeProblem[]) => Error) {
  const backend = currentBackend(config);
  const deleteEntry = backend.deleteEntry.bind(backend);
  backend.deleteEntry = async (state, collection, slug) => {
    const path = collection.get("folder") ? `${collection.get("folder")}/${slug}.json` : undefined;
    const problems = path ? await problemsOfDeleting(path).catch(() => [UNREADABLE]) : [];
    if (problems.length > 0) throw refuse(problems);
    return deleteEntry(state, collection, slug);
  };
  const deleteMedia = backend.deleteMedia.bind(backend);
  backend.deleteMedia = async (config, path) => {
    let problems: ChangeProblem[];
    try {
      const [files, media] = await Promise.all([repositoryFiles(), repositoryMedia()]);
      problems = problemsOfRemoving(files, media, insideContent(path));
    } catch {
      problems = [UNREADABLE];
    }
    if (problems.length > 0) throw refuse(problems);
    // Decap would show the backend's own (English) words.
    return deleteMedia(config, path).catch(() => {
      throw refuse([{ message: "sambungan ke GitHub terputus; tunggu sebentar, lalu coba lagi" }]);
    });
  };
}
