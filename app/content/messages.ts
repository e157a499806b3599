/**
 * Indonesian words for what zod finds wrong, where a schema gives no message
 * of its own, and the admin's labels for the fields they concern. The branch
 * secretary reads these in the build log and in the admin; they must not
 * meet "expected number, received string".
 */
import type { CmsField } from "decap-cms-core";
import { z } from "zod";
import { numberWord } from "../lib/text/number-words";
import { collections } from "./cms";

/** Makes zod speak Indonesian wherever a schema has no message of its own. */
export function speakIndonesian() {
  z.config({ customError: indonesianError });
}

const typeNames: Record<string, string> = {
  string: "teks",
  number: "angka",
  int: "bilangan bulat",
  boolean: "ya atau tidak",
  array: "daftar",
  object: "kelompok isian",
  null: "kosong",
};

function describe(input: unknown): string {
  if (input === null) return "kosong";
  if (Array.isArray(input)) return "daftar";
  if (typeof input === "string") return `teks "${input.length > 40 ? `${input.slice(0, 40)}…` : input}"`;
  if (typeof input === "number") return `angka ${input}`;
  if (typeof input === "object") return "kelompok isian";
  return String(input);
}

/** "a", "a atau b", "a, b, atau c": choices as a sentence says them. */
function listOr(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" atau ");
  return `${items.slice(0, -1).join(", ")}, atau ${items.at(-1)}`;
}

/** zod's customError: an Indonesian message for every kind of issue. */
function indonesianError(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "wajib diisi";
      return `harus ${typeNames[issue.expected] ?? issue.expected}, bukan ${describe(issue.input)}`;
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? "tidak boleh kosong" : `paling sedikit ${numberWord(min)} karakter`;
      if (issue.origin === "array") return `paling sedikit ${numberWord(min)} entri`;
      return `paling kecil ${min}`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `paling banyak ${numberWord(max)} karakter`;
      if (issue.origin === "array") return `paling banyak ${numberWord(max)} entri`;
      return `paling besar ${max}`;
    }
    case "invalid_value":
      return `harus salah satu dari ${listOr(issue.values.map((value) => `"${String(value)}"`))}`;
    case "unrecognized_keys":
      return `kolom yang tidak dikenal: ${listOr(issue.keys.map((key) => `"${key}"`))} (hapus, atau periksa ejaannya)`;
    case "invalid_union": {
      // An optional field ("" or a value): say what the value must be.
      const inner = issue.errors.flat().find((candidate) => candidate.code !== "invalid_value");
      return inner?.message ?? "isinya tidak sesuai";
    }
    default:
      return "isinya tidak sesuai";
  }
}

/** How the admin shows a field: its label and the hint with an example. */
export interface FieldLabel {
  label: string;
  hint?: string;
}

/**
 * The admin's label of the field at `path` in `file`, a path inside the
 * content folder ("board.json"; "events/mapper-2027.json" or just
 * "events" for a folder of entries), or null for a path the admin does not
 * show. List positions in the path are skipped.
 */
export function fieldLabel(file: string, path: readonly PropertyKey[]): FieldLabel | null {
  const folder = `content/${file.split("/")[0]}`;
  let fields =
    collections.find((collection) => collection.folder === folder)?.fields ??
    collections
      .flatMap((collection) => collection.files ?? [])
      .find((candidate) => candidate.file === `content/${file}`)?.fields;
  let field: CmsField | undefined;
  for (const segment of path) {
    if (typeof segment === "number") continue;
    field = fields?.find((candidate) => candidate.name === segment);
    if (!field) return null;
    fields = "fields" in field ? field.fields : "field" in field && field.field ? [field.field] : undefined;
  }
  // A list of plain values has one inner field; its position names it.
  if (field && "field" in field && field.field && typeof path.at(-1) === "number") field = field.field;
  return field?.label ? { label: field.label, ...(field.hint ? { hint: field.hint } : {}) } : null;
}
