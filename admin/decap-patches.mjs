/**
 * Fixes to Decap's own code (admin/decap-patches/*.patch), applied as it is
 * bundled: the admin's build and `npm run admin`'s development pre-bundle.
 * Each is a patch an upstream pull request could carry: what it fixes, the
 * upstream issue, and what retires it, then a unified diff against the
 * pinned package's published module (docs/decisions/0013). They apply in
 * their order, as a series; the admin does not build when one no longer
 * fits the installed Decap, so an upgrade is checked against each.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { applyPatch, parsePatch } from "diff";

const folder = join(import.meta.dirname, "decap-patches");

/**
 * @typedef {object} Patch
 * @property {string} name the patch file's name, "01-editor-backup-after-load.patch"
 * @property {string} text the file as written
 * @property {ReturnType<typeof parsePatch>} files its diff, a part per module
 */

/** @type {readonly Patch[]} */
export const PATCHES = readdirSync(folder)
  .filter((name) => name.endsWith(".patch"))
  .sort()
  .map((name) => {
    const text = readFileSync(join(folder, name), "utf8");
    return { name, text, files: parsePatch(text) };
  });

/** The module a part of a patch changes, by the end of its path: "decap-cms-core/dist/esm/backend.js". */
export const moduleOf = (/** @type {{ newFileName?: string }} */ part) =>
  (part.newFileName ?? "").replace(/^b\/node_modules\//, "");

/**
 * Applies the patches of `id`'s module to its `code`; throws when one does not fit.
 * @param {string} code
 * @param {string} id
 * @returns {string | undefined}
 */
export function patched(code, id) {
  const path = id.replaceAll("\\", "/").split("?")[0] ?? "";
  let result;
  for (const { name, files } of PATCHES)
    for (const part of files) {
      if (!path.endsWith(`/node_modules/${moduleOf(part)}`)) continue;
      const next = applyPatch(result ?? code, part);
      if (next === false)
        throw new Error(`${moduleOf(part)}: admin/decap-patches/${name} no longer fits; see docs/decisions/0013`);
      result = next;
    }
  return result;
}

/**
 * The plugin, for the build and for the development pre-bundle; its name
 * changes with the patches, so that a changed patch renews the pre-bundle.
 * @returns {import("vite").Plugin}
 */
export function decapPatches() {
  const hash = createHash("sha256")
    .update(PATCHES.map(({ text }) => text).join("\n"))
    .digest("hex")
    .slice(0, 8);
  return { name: `gmki:decap-patches-${hash}`, transform: (code, id) => patched(code, id) };
}
