/**
 * What a change in the admin would add to the build's problems: the whole
 * check (check.ts) on the content as it is and as it would be. The admin
 * (admin/cross-check.ts) refuses a save or a deletion that adds any, so
 * that what it writes always builds. Problems that were there before and
 * are not in the changed file do not stop the secretary from saving (or
 * fixing) it.
 */
import { sitePages } from "../lib/pages/names";
import { checkContent, missingDocument, type ContentProblem } from "./check";
import { collections } from "./cms";

/** The folder the admin writes in, as paths and messages name it. */
export const CONTENT = "content";

/** A problem as the admin shows it: under its field (label) in the open form, or above the form. */
export interface ChangeProblem {
  label?: string;
  message: string;
}

/** The content's files by their path inside the folder ("board.json", "events/natal.json"), their text. */
export type ContentFiles = ReadonlyMap<string, string>;

/** The uploaded files beside them, by their path inside the folder ("photos/kabut.jpg", "documents/ad-art.pdf"). */
export type MediaFiles = ReadonlySet<string>;

/** The check's problems; uploads are checked only when `media` lists them. */
function problemsOf(files: ContentFiles, media?: MediaFiles): ContentProblem[] {
  return checkContent(
    {
      dir: CONTENT,
      read: (name) => files.get(name),
      list: (folder) =>
        [...files.keys()]
          .filter((name) => name.startsWith(`${folder}/`))
          .map((name) => name.slice(folder.length + 1))
          .sort(),
      ...(media && {
        hasPhoto: (name: string) => media.has(`photos/${name}`),
        documentProblem: (name: string) => (media.has(`documents/${name}`) ? null : missingDocument(CONTENT, name)),
      }),
    },
    // The site's pages as this content makes them, for its links.
    { pagePaths: (content) => sitePages(content.branches.map((branch) => branch.slug)) },
  ).problems;
}

const key = ({ file, entry, field, message }: ContentProblem) => JSON.stringify([file, entry, field, message]);

/** A content file as the admin names it: "Kegiatan", "Organisasi › Pengurus". */
function adminName(file: string): string {
  const folder = collections.find((collection) => collection.folder === file.replace(/\/[^/]*$/, ""));
  if (folder) return folder.label_singular ?? folder.label;
  for (const collection of collections) {
    const match = collection.files?.find((candidate) => candidate.file === file);
    if (match) return `${collection.label} › ${match.label}`;
  }
  return file;
}

/** A problem of another file than the one changed, saying where it is. */
const elsewhere = (problem: ContentProblem): ChangeProblem => {
  const where = [adminName(problem.file), problem.entry, problem.label && `kolom "${problem.label}"`];
  return { message: `${where.filter(Boolean).join(", ")} jadi salah: ${problem.message}` };
};

/**
 * The problems that writing `text` to `path` (or deleting it, for
 * undefined) would add: those of the changed file by its field, the others
 * saying where they are. [] when the build would take the change.
 */
export function problemsOfChange(files: ContentFiles, path: string, text: string | undefined): ChangeProblem[] {
  const changed = new Map(files);
  if (text === undefined) changed.delete(path);
  else changed.set(path, text);
  const before = new Set(problemsOf(files).map(key));
  const file = `${CONTENT}/${path}`;
  return problemsOf(changed)
    .filter((problem) => (problem.file === file && text !== undefined) || !before.has(key(problem)))
    .map((problem) => {
      if (problem.file !== file) return elsewhere(problem);
      return problem.label ? { label: problem.label, message: problem.message } : problem;
    });
}

/**
 * The problems that removing an upload ("photos/kabut.jpg") would add: each
 * entry that still shows the photo or offers the document, named as the
 * admin names it, with what to do instead. [] when none.
 */
export function problemsOfRemoving(files: ContentFiles, media: MediaFiles, path: string): ChangeProblem[] {
  const before = new Set(problemsOf(files, media).map(key));
  const after = new Set(media);
  after.delete(path);
  const what = path.startsWith("photos/") ? "fotonya" : "berkasnya";
  const places = problemsOf(files, after)
    .filter((problem) => !before.has(key(problem)))
    .map(({ file, entry, label }) =>
      [[adminName(file), entry].filter(Boolean).join(" "), label && `kolom "${label}"`].filter(Boolean).join(", "),
    );
  if (places.length === 0) return [];
  return [
    { message: `masih dipakai di ${places.join("; di ")}; ganti atau hapus ${what} di sana dulu, lalu hapus lagi` },
  ];
}
