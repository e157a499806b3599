import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { missingPaths, pathsIn } from "./named-paths.mjs";

/** A repository with these files, committed. */
function repository(/** @type {Record<string, string>} */ files) {
  const root = mkdtempSync(join(tmpdir(), "named-paths-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  execFileSync("git", ["init", "-q"], { cwd: root });
  execFileSync("git", ["add", "."], { cwd: root });
  return root;
}
let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

const base = {
  ".gitignore": "/build/\n",
  "app/lib/browser/tabs.ts": "export {};\n",
  "app/components/ui/tabs.tsx": "export {};\n",
  "scripts/build/postbuild.mjs": "// Then the page scripts (page-script.mjs).\n",
  "scripts/build/page-script.mjs": "export {};\n",
  "docs/decisions/0006-react-only-where-a-page-needs-it.md": "# 0006\n",
};

describe("paths named in comments and docs", () => {
  it("finds none missing where each names a file that exists, however it is written", () => {
    root = repository({
      ...base,
      "app/scripts/activities.ts": [
        "/** /kegiatan's tabs (components/ui/tabs.tsx, lib/browser/tabs.ts, ~/lib/browser/tabs). */",
        'const url = "https://example.org/app/gone.ts"; // see https://github.com/a/b/blob/main/src/x.ts',
        "// Built into build/client/kegiatan/index.html, /kegiatan/arsip/2026, assets/*.js, kartu/<slug>.jpg,",
        "// content/events/mapper-2027.json, text/html, *.server.ts, docs/decisions/0006 and (0006).",
      ].join("\n"),
      "README.md":
        "See [the decision](docs/decisions/0006-react-only-where-a-page-needs-it.md) and `scripts/build/`.\n",
    });
    expect(missingPaths(root)).toEqual([]);
  });

  it("fails a comment or a doc that names a file or a folder no longer there, with the line", () => {
    root = repository({
      ...base,
      "app/scripts/activities.ts": "export {};\n\n// The boot is rewritten by scripts/build/html.mjs.\n",
      "app/components/ui/tabs.tsx": "{/* Shown by lib/browser/tab-list.ts */}\n",
      "docs/PERFORMANCE.md": "# Performance\n\nThe search is `app/search-script.ts`; the old one search.mjs.\n",
      ".github/workflows/deploy.yml": "# Publishes what scripts/tools/publish.mjs wrote.\nname: Deploy\n",
    });
    expect(missingPaths(root).sort()).toEqual([
      ".github/workflows/deploy.yml:1: scripts/tools/publish.mjs",
      "app/components/ui/tabs.tsx:1: lib/browser/tab-list.ts",
      "app/scripts/activities.ts:3: scripts/build/html.mjs",
      "docs/PERFORMANCE.md:3: app/search-script.ts",
      "docs/PERFORMANCE.md:3: search.mjs",
    ]);
  });

  it("reads only comments in code: a path in a string is the code's to check", () => {
    expect(pathsIn('import x from "./gone.ts"; // app/root.tsx')).toEqual(["./gone.ts", "app/root.tsx"]);
    root = repository({ ...base, "app/scripts/page.ts": 'const gone = "app/gone.ts";\n' });
    expect(missingPaths(root)).toEqual([]);
  });
});
