// One Node for every command (docs/decisions/0010-node-from-the-registry.md):
// npm scripts run the registry's Node that package.json pins, and the
// deploy's runner has the same.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const read = (/** @type {string} */ path) => readFileSync(join(import.meta.dirname, "../..", path), "utf8");
const manifest = JSON.parse(read("package.json"));
const pinned = manifest.devDependencies.node;

describe("the project's Node", () => {
  it("is pinned exactly, and its install script (which links the binary) is the one allowed", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.entries(manifest.allowScripts).filter(([, allowed]) => allowed)).toEqual([["node", true]]);
  });

  it("is the one running the tests", () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it("is what package.json's engines asks for", () => {
    expect(manifest.engines.node).toBe(`>=${pinned}`);
  });

  it("is the deploy's, in every job that runs npm", () => {
    const versions = [...read(".github/workflows/deploy.yml").matchAll(/node-version: (\S+)/g)].map((m) => m[1]);
    expect(versions.length).toBeGreaterThan(0);
    expect(new Set(versions)).toEqual(new Set([pinned]));
  });
});
