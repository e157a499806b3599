// The English phrases of the installed Decap, from its own sources.
import en from "decap-cms-locales/dist/esm/en/index.js";
import { describe, expect, it } from "vitest";
import { id } from "./locale-id";

/** Every phrase's path, e.g. "editor.editorToolbar.publish". */
function keys(phrases: object, prefix = ""): string[] {
  return Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "object" && value ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The %{…} placeholders of a phrase. */
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

function phrase(phrases: object, path: string): string {
  return path.split(".").reduce((value: unknown, key) => (value as Record<string, unknown>)[key], phrases) as string;
}

describe("the admin's Indonesian", () => {
  it("has every phrase Decap's English has, and no other", () => {
    expect(keys(id).sort()).toEqual(keys(en).sort());
  });

  it("uses only placeholders Decap fills in for that phrase", () => {
    for (const path of keys(en)) {
      const known = placeholders(phrase(en, path));
      for (const name of placeholders(phrase(id, path))) expect(known, path).toContain(name);
    }
  });
});
