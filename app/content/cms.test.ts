/**
 * The admin's form and the build's check must accept and refuse the same
 * content: every field of every schema has its field in the admin, with a
 * widget that writes what the schema reads and the same rules.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CmsField } from "decap-cms-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections, comparedWidget, readOnlyWidget } from "./cms";
import { entryProblems } from "./entry-check";
import { fileSchemas as schemas } from "./schema";

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: string[];
  const?: string;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Each file or folder the admin edits, by its path inside the content folder, with its fields. */
const editable = Object.fromEntries(
  collections
    .flatMap((collection) =>
      collection.folder
        ? [[collection.folder, collection.fields ?? []] as const]
        : (collection.files ?? []).map((file) => [file.file, file.fields] as const),
    )
    .map(([path, fields]) => [path.slice("content/".length), fields]),
);

/** An optional field is "" or a value: the value's rules are what count. */
const unwrap = (json: JsonSchema): JsonSchema => json.anyOf?.find((option) => option.const !== "") ?? json;

const prop = (field: CmsField, key: string) => (field as unknown as Record<string, unknown>)[key];

/** What is wrong with how the admin edits a value the schema describes; [] when nothing. */
function mismatches(json: JsonSchema, field: CmsField, where: string): string[] {
  const problems: string[] = [];
  const value = unwrap(json);
  const widget = field.widget ?? "string";
  const fail = (what: string) => problems.push(`${where}: ${what}`);

  // Kept as written, for the secretary to read, not to change.
  if (widget === "hidden" || widget === readOnlyWidget) return problems;
  if (value.type === "object") {
    if (widget !== "object") fail(`an object needs the object widget, not ${widget}`);
    problems.push(...compareObject(value, prop(field, "fields") as CmsField[], where));
  } else if (value.type === "array") {
    if (widget !== "list") fail(`a list needs the list widget, not ${widget}`);
    // A list that must not be empty: Decap's required flag already says so.
    if (value.minItems !== prop(field, "min") && value.minItems !== 1) fail("min differs");
    if (value.maxItems !== prop(field, "max")) fail("max differs");
    const items = value.items!;
    const types = prop(field, "types") as CmsField[] | undefined;
    const kinds = items.anyOf ?? items.oneOf;
    if (kinds && types) {
      // A list of blocks of several kinds: one admin type per kind, named by
      // the kind's value of typeKey, with the kind's other fields.
      const key = (prop(field, "typeKey") as string | undefined) ?? "type";
      for (const kind of kinds) {
        const name = kind.properties?.[key]?.const;
        const type = types.find((candidate) => candidate.name === name);
        if (!type) {
          fail(`block "${name}" has no type in the admin`);
          continue;
        }
        const rest = Object.fromEntries(Object.entries(kind.properties ?? {}).filter(([property]) => property !== key));
        const shape = { ...kind, properties: rest, required: kind.required?.filter((required) => required !== key) };
        problems.push(...compareObject(shape, prop(type, "fields") as CmsField[], `${where}[${name}]`));
      }
      if (types.length !== kinds.length) fail("the admin has block types the schema does not");
    } else if (items.type === "object")
      problems.push(...compareObject(items, prop(field, "fields") as CmsField[], where));
    else problems.push(...mismatches(items, prop(field, "field") as CmsField, `${where}[]`));
  } else if (value.type === "integer" || value.type === "number") {
    if (widget !== "number") fail(`a number needs the number widget, not ${widget}`);
    if ((prop(field, "value_type") === "int") !== (value.type === "integer")) fail("value_type differs");
    const min = value.minimum ?? (value.exclusiveMinimum !== undefined ? value.exclusiveMinimum + 1 : undefined);
    const max = value.maximum === Number.MAX_SAFE_INTEGER ? undefined : value.maximum;
    if (min !== prop(field, "min")) fail(`min ${min} in the schema, ${String(prop(field, "min"))} in the admin`);
    if (max !== prop(field, "max")) fail(`max ${max} in the schema, ${String(prop(field, "max"))} in the admin`);
  } else if (value.enum) {
    if (widget !== "select") fail(`a choice needs the select widget, not ${widget}`);
    const options = prop(field, "options") as (string | { value: string })[];
    expect(
      options.map((option) => (typeof option === "string" ? option : option.value)),
      where,
    ).toEqual(value.enum);
  } else if (value.type === "boolean") {
    if (widget !== "boolean") fail(`yes or no needs the boolean widget, not ${widget}`);
  } else if (value.format === "date") {
    if (widget !== "datetime" || prop(field, "format") !== "YYYY-MM-DD" || prop(field, "time_format") !== false) {
      fail("a date needs the datetime widget writing YYYY-MM-DD without a time");
    }
  } else if (value.type === "string") {
    const patterns = [value.pattern, ...(value.allOf ?? []).map((part) => part.pattern)].filter(Boolean);
    if (widget === "relation") {
      // Chosen from entries whose own ids the schema checks.
    } else if (!["string", "text", "image", "file", comparedWidget].includes(widget)) {
      // (comparedWidget: Decap's string widget, checked with its entry; admin/compared-field.tsx.)
      fail(`text needs a string, text, image, file or relation widget, not ${widget}`);
    } else if (patterns.length > 0) {
      // The admin checks the strictest of the schema's patterns.
      if (!patterns.includes(field.pattern?.[0] as string))
        fail(`pattern ${patterns.join(" and ")} missing in the admin`);
    } else if (field.pattern) {
      fail("the admin has a pattern the schema does not");
    }
  } else {
    fail(`unexpected schema ${JSON.stringify(value)}`);
  }
  return problems;
}

function compareObject(json: JsonSchema, fields: CmsField[] | undefined, where: string): string[] {
  const problems: string[] = [];
  const properties = json.properties ?? {};
  const names = Object.keys(properties);
  const shown = (fields ?? []).map((field) => field.name);
  for (const name of names.filter((name) => !shown.includes(name))) problems.push(`${where}.${name}: not in the admin`);
  for (const name of shown.filter((name) => !names.includes(name)))
    problems.push(`${where}.${name}: not in the schema`);
  for (const field of fields ?? []) {
    const property = properties[field.name];
    if (!property) continue;
    const requiredInSchema = json.required?.includes(field.name) ?? false;
    if (requiredInSchema !== (field.required !== false)) {
      problems.push(`${where}.${field.name}: required ${requiredInSchema} in the schema, not in the admin`);
    }
    const container = field.widget === "object" || (field.widget === "list" && !("field" in field));
    // A hidden or read-only field is shown but never written: no hint needed.
    const shownOnly = field.widget === "hidden" || field.widget === readOnlyWidget;
    if (!field.label || (!container && !shownOnly && !field.hint?.includes("mis."))) {
      problems.push(`${where}.${field.name}: needs a label and a hint with an example ("mis. …")`);
    }
    problems.push(...mismatches(property, field, `${where}.${field.name}`));
  }
  return problems;
}

/** A value with its objects' keys in order, so that only what the admin shows counts, not how it is built. */
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([key, entry]) => [key, sortedKeys(entry)]),
        )
      : value;

describe("the admin's form follows the content schemas", () => {
  it("covers every content file and folder, and nothing else", () => {
    expect(Object.keys(editable).sort()).toEqual(Object.keys(schemas).sort());
  });

  for (const [path, schema] of Object.entries(schemas)) {
    it(`${path}: every field, with a matching widget, the same rules and a label`, () => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
      expect(compareObject(json, editable[path], path)).toEqual([]);
    });
  }

  // The admin's whole configuration as the secretary meets it. The fields are
  // made from the schemas' metadata (schema.ts, docs/decisions/0012); a change
  // here is a change of the admin, reviewed in this file's diff (`vitest -u`).
  it("is the admin the secretary knows: collections, fields, labels, hints and choices", async () => {
    await expect(`${JSON.stringify(sortedKeys(collections), null, 2)}\n`).toMatchFileSnapshot("./cms.snapshot.json");
  });

  it("cms.ts writes no label, hint or choice of a field: the schemas hold them", () => {
    // Without the names the admin knows collections and files by ("foto"): ids, not words.
    const source = readFileSync(join(import.meta.dirname, "cms.ts"), "utf8").replace(
      /\b(?:name|collection|file): "[^"]*"/g,
      "",
    );
    // Collections and files have labels of their own, some the same words as a field's.
    const own = new Set(
      collections.flatMap((collection) => [
        collection.label,
        collection.label_singular,
        ...(collection.files ?? []).map((file) => file.label),
      ]),
    );
    const words = new Set<string>();
    const gather = (field: CmsField) => {
      const record = field as unknown as Record<string, unknown>;
      for (const key of ["label", "label_singular", "hint"]) {
        const value = record[key];
        if (typeof value === "string" && !own.has(value)) words.add(value);
      }
      for (const option of (record.options as { label?: string }[] | undefined) ?? [])
        if (typeof option === "object" && option.label) words.add(option.label);
      for (const inner of [
        ...((record.fields as CmsField[] | undefined) ?? []),
        ...((record.types as CmsField[] | undefined) ?? []),
        ...(record.field ? [record.field as CmsField] : []),
      ])
        gather(inner);
    };
    for (const collection of collections)
      for (const field of [...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)])
        gather(field);
    expect(words.size).toBeGreaterThan(100);
    expect([...words].filter((word) => source.includes(`"${word}"`))).toEqual([]);
  });

  it("each event, article and document is saved under an address made from its title", () => {
    for (const name of ["kegiatan", "berita", "dokumen"]) {
      const collection = collections.find((candidate) => candidate.name === name)!;
      expect(collection.slug).toBe("{{slug}}");
      expect(collection.identifier_field).toBe("title");
      expect(collection.format).toBe("json");
    }
  });
});

describe("the admin refuses what the build refuses, in the same words", () => {
  const event = {
    slug: "ibadah-uji",
    title: "Ibadah Uji",
    date: "2027-01-10",
    startTime: "10.00",
    endTime: "12.00",
    location: "Sekretariat",
    participants: 20,
    category: "Kerohanian",
    description: "Ibadah bersama.",
    image: "kabut-pagi",
  };

  it("a valid event passes", () => {
    expect(entryProblems("events", event)).toEqual([]);
  });

  it("an end before the start, a title too long, and an empty required field", () => {
    expect(entryProblems("events", { ...event, endTime: "09.00", title: "A".repeat(5000), location: "" })).toEqual([
      "Judul: paling banyak 120 karakter termasuk spasi, dalam satu baris",
      "Tempat: tidak boleh kosong",
      "Jam selesai (WIT): harus sesudah jam mulai, mis. mulai 08.00 dan selesai 12.00",
    ]);
  });

  it("a date that does not exist", () => {
    expect(entryProblems("events", { ...event, date: "2027-02-30" })).toEqual([
      'Tanggal: harus tanggal yang ada, ditulis TTTT-BB-HH, mis. "2026-12-12"',
    ]);
  });
});
