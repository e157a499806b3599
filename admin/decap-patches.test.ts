import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PATCHES, patched } from "./decap-patches.mjs";

describe("the fixes to Decap's own code", () => {
  it("each fits the installed Decap exactly once, and is applied", () => {
    for (const file of new Set(PATCHES.map((patch) => patch.file))) {
      const path = `node_modules/${file}`;
      const code = patched(readFileSync(path, "utf8"), `/project/${path}`);
      for (const patch of PATCHES.filter((candidate) => candidate.file === file)) {
        expect(code, patch.why).toContain(patch.replace);
      }
    }
  });

  it("leaves every other module as it is", () => {
    expect(patched("code", "/project/node_modules/react/index.js")).toBeUndefined();
  });
});
