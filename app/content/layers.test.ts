// How the code's folders depend on each other. No two folders import each
// other: a folder's room is one sentence, and a circle between two rooms
// means one of them holds what belongs to the other. The content model is
// the bottom of the app: it imports nothing that imports it back, and of
// the rest of the app only the self-contained helpers of lib/ (modules that
// import nothing of the app). Types count: they are a dependency too.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const app = join(root, "app");
const content = join(app, "content");

/** The project's own modules a module imports (types too), as absolute paths. */
function ownImports(file: string): string[] {
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
    if (!base || !base.startsWith(root)) return [];
    const found = ["", ".ts", ".tsx", ".mjs"].map((ending) => base + ending).find((path) => existsSync(path));
    return found && !found.endsWith("/") && /\.(tsx?|mjs)$/.test(found) ? [found] : [];
  });
}

const modules = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => /\.(tsx?|mjs)$/.test(name) && !/\.(test|spec)\./.test(name))
    .map((name) => join(dir, name));

describe("the code's folders", () => {
  it("never import each other both ways", () => {
    /** "app/lib/meta -> app/lib/pages": the files that make the edge. */
    const edges = new Map<string, string[]>();
    for (const module of ["app", "admin", "scripts"].flatMap((dir) => modules(join(root, dir)))) {
      for (const target of ownImports(module)) {
        const [from, to] = [dirname(module), dirname(target)].map((dir) => relative(root, dir));
        if (from === to) continue;
        const edge = `${from} -> ${to}`;
        edges.set(edge, [...(edges.get(edge) ?? []), `${relative(root, module)} -> ${relative(root, target)}`]);
      }
    }
    const circles = [...edges].flatMap(([edge, files]) => {
      const [from, to] = edge.split(" -> ");
      const back = edges.get(`${to} -> ${from}`);
      return back && from! < to! ? [`${edge}: ${files.join(", ")}; back: ${back.join(", ")}`] : [];
    });
    expect(circles).toEqual([]);
  });

  it("app/content/ imports of the app only itself and self-contained helpers of lib/", () => {
    const wrong: string[] = [];
    for (const module of modules(content)) {
      for (const target of ownImports(module)) {
        if (target.startsWith(content) || !target.startsWith(app)) continue;
        const name = `${relative(app, module)} -> ${relative(app, target)}`;
        const further = ownImports(target).filter((path) => path.startsWith(app));
        if (!target.startsWith(join(app, "lib"))) wrong.push(`${name} (outside lib/)`);
        else if (further.length > 0)
          wrong.push(`${name}, which imports ${further.map((path) => relative(app, path)).join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
