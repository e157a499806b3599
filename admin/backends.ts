/**
 * The admin's two backends, registered through Decap's public
 * `CMS.registerBackend`: GitHub's and the local one of `npm run admin`
 * (decap-server), each Decap's own class from its published package, with
 * two additions: before it deletes files (an entry, or an upload in the
 * media library), the build's check says whether anything still needs them
 * (cross-check.ts); and before it commits an upload of the media library
 * on its own, the build's check of a file says whether it may (uploads.ts);
 * and a file saved keeps its keys' order. Decap has no event before a deletion; this is its
 * documented way to change what a backend does (docs/decisions/0013-admin-decap-internals.md).
 */
import CMS from "decap-cms-app";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import type { ChangeProblem } from "~/content/change-check";
import { inSavedOrder, noteDeleted, problemsOfDeleting, readAhead, readThrough } from "./cross-check";
import type { Source } from "./content-reader";
import { showRefusal } from "./notices";
import { MOBILE, retrying } from "./retrying";
import { refusalOfUpload } from "./uploads";
import { reasonOf, type Where } from "./why";

/** The names the admin's settings give them (main.tsx). */
export const BACKENDS = { github: "gmki-github", lokal: "gmki-lokal" } as const;

/** What Decap hands a backend to save: each file's path and text. */
interface Saved {
  dataFiles: { path: string; raw: string }[];
}

interface Backend extends Source {
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  persistEntry(entry: Saved, options?: unknown): Promise<unknown>;
  persistMedia(asset: { fileObj?: unknown; path: string }, options?: unknown): Promise<unknown>;
  authenticate(state: unknown): Promise<unknown>;
  restoreUser(user: unknown): Promise<unknown>;
}
type BackendClass = new (config: unknown, options?: unknown) => Backend;

function checked(
  Base: BackendClass,
  where: Where,
  refuse: (problems: ChangeProblem[]) => Error,
  onRetry: (attempt: number) => void,
): BackendClass {
  return class extends Base {
    constructor(config: unknown, options?: unknown) {
      super(config, options);
      // The check reads with its own patience (content-reader.ts), not twice over through the retry below.
      const raw: Source = {
        entriesByFolder: (folder, extension, depth) => super.entriesByFolder(folder, extension, depth),
        getMedia: (folder) => super.getMedia(folder),
      };
      readThrough(raw, where, onRetry);
    }
    // Decap's own reading of a collection's entries, sent again after a
    // failure (a stalled connection, the local backend busy) as the check's
    // reads are: Decap does not, and a list read that failed once showed
    // only the entries opened since, until the admin was loaded again.
    entriesByFolder(folder: string, extension: string, depth: number) {
      return retrying(() => super.entriesByFolder(folder, extension, depth), MOBILE, onRetry);
    }
    // Once signed in, the content is read ahead of the first save.
    async authenticate(state: unknown) {
      const user = await super.authenticate(state);
      readAhead();
      return user;
    }
    async restoreUser(user: unknown) {
      const restored = await super.restoreUser(user);
      readAhead();
      return restored;
    }
    // Each file keeps its keys in the order they were (cross-check.ts): a save's diff shows what changed, nothing moved.
    persistEntry(entry: Saved, options?: unknown) {
      for (const file of entry.dataFiles) file.raw = inSavedOrder(file.path, file.raw);
      return super.persistEntry(entry, options);
    }
    // A file the build would refuse is not committed; Decap shows the reason (english-notices.ts).
    async persistMedia(asset: { fileObj?: unknown; path: string }, options?: unknown) {
      const refused = await refusalOfUpload(asset);
      if (refused) throw refused;
      return super.persistMedia(asset, options);
    }
    async deleteFiles(paths: string[], commitMessage: string) {
      const problems = await problemsOfDeleting(paths);
      if (problems.length === 0) {
        try {
          const result = await super.deleteFiles(paths, commitMessage);
          noteDeleted(paths);
          return result;
        } catch (error) {
          problems.push({ message: `belum ada yang dihapus, karena ${reasonOf(error, where)}` });
        }
      }
      // Decap's own notice fades, and the media library's overlay covers it: this one stays above, instead.
      const name = paths.map((path) => `"${path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, "")}"`).join(", ");
      const refusal = refuse(problems);
      showRefusal(`${name} belum dihapus: ${problems.map(({ message }) => message).join("; ")}.`, refusal.message);
      throw refusal;
    }
  };
}

/**
 * GitHub's backend reads a whole collection's list (Decap's sorted list,
 * its search) by its own `allEntriesByFolder`, which the local backend
 * lacks (Decap then reads page by page through `entriesByFolder`): sent
 * again after a failure too, where there is one.
 */
function patientLists(Checked: BackendClass, onRetry: (attempt: number) => void): BackendClass {
  const all = (Checked.prototype as Partial<AllEntries>).allEntriesByFolder;
  if (all) {
    (Checked.prototype as AllEntries).allEntriesByFolder = function (this: Backend, ...args: unknown[]) {
      return retrying(() => all.apply(this, args), MOBILE, onRetry);
    };
  }
  return Checked;
}

interface AllEntries {
  allEntriesByFolder(...args: unknown[]): Promise<unknown>;
}

/** Registers both; `refuse` makes the error Decap shows for a refused deletion. */
export function registerBackends(
  refuse: (problems: ChangeProblem[]) => Error,
  onRetry: (attempt: number) => void = () => undefined,
): void {
  CMS.registerBackend(
    BACKENDS.github,
    patientLists(checked(GitHubBackend as BackendClass, "github", refuse, onRetry), onRetry),
  );
  CMS.registerBackend(
    BACKENDS.lokal,
    patientLists(checked(ProxyBackend as BackendClass, "lokal", refuse, onRetry), onRetry),
  );
}
