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

/**
 * The file or folder of an admin entry inside the content folder
 * ("board.json", "events"): its collection, and for files its name.
 */
export function pathOfEntry(collectionName: string, fileName: string): string | undefined {
  const collection = collections.find((candidate) => candidate.name === collectionName);
  const path = collection?.folder ?? collection?.files?.find((file) => file.name === fileName)?.file;
  return path?.slice("content/".length);
}

/** What is wrong with an entry, each with the label of its field; [] when nothing. */
export function entryFieldProblems(path: string, data: unknown): { label?: string; message: string }[] {
  const schema: z.ZodType | undefined = fileSchemas[path as keyof typeof fileSchemas];
  const result = schema?.safeParse(data);
  if (!result || result.success) return [];
  return result.error.issues.map((issue) => {
    const label = fieldLabel(path, issue.path)?.label;
    return label ? { label, message: issue.message } : { message: issue.message };
  });
}

/** What is wrong with an entry, a sentence each, fields named by their labels; [] when nothing. */
export function entryProblems(path: string, data: unknown): string[] {
  return entryFieldProblems(path, data).map(({ label, message }) => (label ? `${label}: ${message}` : message));
}
