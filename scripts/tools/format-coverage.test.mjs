// Prettier's ignore file once hid app/content/ behind a pattern meant for
// the branch's content/ folder: every source file must stay formatted.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { getFileInfo } from "prettier";
import { expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

it("Prettier checks every source file of the app, the admin, the scripts and the tests", async () => {
  const sources = execFileSync("git", ["ls-files", "app", "admin", "scripts", "tests"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(tsx?|mjs|js|css)$/.test(file));
  expect(sources.length).toBeGreaterThan(50);
  const ignored = [];
  for (const file of sources) {
    const info = await getFileInfo(join(root, file), { ignorePath: join(root, ".prettierignore") });
    if (info.ignored) ignored.push(file);
  }
  expect(ignored).toEqual([]);
});
