/**
 * The same check the build makes, for one entry as the admin is about to
 * save it: the admin refuses what the build would refuse, in the same
 * words. Runs in the admin (browser) and in tests; no file access.
 */
import type { z } from "zod";
import { collections } from "./cms";
import { fieldLabel, speakIndonesian } from "./messages";
import { fileSchemas } from "./schema";

speakIndonesian();

/** Each content file or folder the admin edits, with the schema its files follow. */
export const schemaOfPath: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(fileSchemas).map(([path, schema]) => [`content/${path}`, schema]),
);

/** The folder or file of an admin entry: its collection, and for files its name. */
export function pathOfEntry(collectionName: string, fileName: string): string | undefined {
  const collection = collections.find((candidate) => candidate.name === collectionName);
  return collection?.folder ?? collection?.files?.find((file) => file.name === fileName)?.file;
}

/** What is wrong with an entry, a sentence each, fields named by their labels; [] when nothing. */
export function entryProblems(path: string, data: unknown): string[] {
  const schema = schemaOfPath[path];
  if (!schema) return [];
  const result = schema.safeParse(data);
  if (result.success) return [];
  // fieldLabel wants the file inside the content folder: "events/x.json", "board.json".
  const file = path.endsWith(".json") ? path.slice("content/".length) : `${path.slice("content/".length)}/entri.json`;
  return result.error.issues.map((issue) => {
    const label = fieldLabel(file, issue.path)?.label;
    return label ? `${label}: ${issue.message}` : issue.message;
  });
}
