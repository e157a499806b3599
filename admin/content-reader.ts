/**
 * The content the pre-save check reads (cross-check.ts): the JSON files of
 * content/ and its entry folders, nothing else (photos are listed only
 * before a photo is deleted). Read through the signed-in backend, patiently
 * (retrying.ts), and kept between saves: the admin's own saves are written
 * into what was kept, and when a new read fails what was kept serves (the
 * build checks everything again). On GitHub a new read lists each folder
 * (one small request each) and downloads only files changed since, which
 * Decap caches by their git hash.
 */
import { CONTENT, type ContentFiles, type MediaFiles } from "~/content/change-check";
import { fileSchemas } from "~/content/schema";
import { MOBILE, retrying, type Patience } from "./retrying";

/** What a Decap backend offers for reading (its documented custom-backend methods). */
export interface Source {
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<{ file: { path: string }; data: string }[]>;
  getMedia(folder: string): Promise<{ path: string }[]>;
}

const folders = Object.keys(fileSchemas).filter((key) => !key.endsWith(".json"));
const topics = new Set(Object.keys(fileSchemas).filter((key) => key.endsWith(".json")));

/** A path as Decap names it ("content/photos/x.jpg", "/content/documents/y.pdf") inside the content folder. */
export const insideContent = (path: string) => path.replace(/^\//, "").slice(CONTENT.length + 1);

/** Whether the check reads this file (a path inside content/): a topic file or an entry of a folder. */
function isCheckedFile(path: string): boolean {
  const [first = "", second, ...rest] = path.split("/");
  if (second === undefined) return topics.has(first);
  return rest.length === 0 && folders.includes(first) && second.endsWith(".json");
}

export class ContentReader {
  #kept?: Map<string, string>;
  #reading?: Promise<Map<string, string>>;

  constructor(
    private readonly source: Source,
    private readonly patience: Patience = MOBILE,
    private readonly onRetry?: (attempt: number, error: unknown) => void,
  ) {}

  /** Reads the content files again and keeps them; a read already under way is shared. */
  read(): Promise<ContentFiles> {
    this.#reading ??= Promise.all(
      [CONTENT, ...folders.map((folder) => `${CONTENT}/${folder}`)].map((folder) =>
        retrying(() => this.source.entriesByFolder(folder, "json", 1), this.patience, this.onRetry),
      ),
    )
      .then((lists) => {
        const files = new Map<string, string>();
        for (const { file, data } of lists.flat()) {
          const path = insideContent(file.path);
          if (data && isCheckedFile(path)) files.set(path, data);
        }
        this.#kept = files;
        return files;
      })
      .finally(() => {
        this.#reading = undefined;
      });
    return this.#reading;
  }

  /** The files as last read (with the admin's own saves since); undefined before the first read. */
  get kept(): ContentFiles | undefined {
    return this.#kept;
  }

  /** The files for a check: read again, or, when that fails, as kept since the last read. */
  async files(): Promise<ContentFiles> {
    try {
      return await this.read();
    } catch (error) {
      if (this.#kept) return this.#kept;
      throw error;
    }
  }

  /** A save or deletion of the admin's own (path inside content/; undefined text: deleted), into what is kept. */
  wrote(path: string, text: string | undefined): void {
    if (!this.#kept || !isCheckedFile(path)) return;
    if (text === undefined) this.#kept.delete(path);
    else this.#kept.set(path, text);
  }

  /** The uploads, by their path inside the content folder ("photos/kabut.jpg"): read fresh each time. */
  async media(): Promise<MediaFiles> {
    const lists = await Promise.all(
      ["photos", "documents"].map((folder) =>
        retrying(() => this.source.getMedia(`${CONTENT}/${folder}`), this.patience, this.onRetry),
      ),
    );
    return new Set(lists.flat().map(({ path }) => insideContent(path)));
  }
}
