// The content model is the bottom of the app: everything may import it, it
// imports nothing that imports it back. Of the app's own modules it uses only
// the self-contained helpers in lib/ (modules that import nothing of the
// app: wording rules, number words, page names, the calendar feed's
// address, a phone number's pattern). A helper that starts to import the
// content, or a content module that reaches for one that does, makes a
// circle: this test names it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const app = resolve(import.meta.dirname, "..");
const content = join(app, "content");

/** The app's own modules a module imports (types too), as absolute paths. */
function appImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("~/")
      ? join(app, specifier.slice(2))
      : specifier.startsWith(".")
        ? resolve(dirname(file), specifier)
        : null;
    if (!base || !base.startsWith(app)) return [];
    const found = ["", ".ts", ".tsx", ".mjs", "/index.ts"].map((ending) => base + ending).find(existsSync);
    return found ? [found] : [];
  });
}

const contentModules = readdirSync(content)
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => join(content, name));

describe("app/content/", () => {
  it("imports of the app only itself and self-contained helpers of lib/", () => {
    const wrong: string[] = [];
    for (const module of contentModules) {
      for (const target of appImports(module)) {
        if (target.startsWith(content)) continue;
        const name = `${relative(app, module)} -> ${relative(app, target)}`;
        if (!target.startsWith(join(app, "lib"))) wrong.push(`${name} (outside lib/)`);
        else if (appImports(target).length > 0)
          wrong.push(
            `${name}, which imports ${appImports(target)
              .map((path) => relative(app, path))
              .join(", ")}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
