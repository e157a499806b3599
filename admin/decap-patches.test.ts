import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BACKUP_DAYS, BACKUP_OFFERED } from "./backups.mjs";
import { moduleOf, PATCHES, patched } from "./decap-patches.mjs";

describe("the fixes to Decap's own code", () => {
  it("each fits the installed Decap, and is applied", () => {
    for (const module of new Set(PATCHES.flatMap(({ files }) => files.map(moduleOf)))) {
      const path = `node_modules/${module}`;
      const code = patched(readFileSync(path, "utf8"), `/project/${path}`);
      for (const { name, files } of PATCHES)
        for (const part of files.filter((candidate) => moduleOf(candidate) === module))
          for (const hunk of part.hunks)
            for (const line of hunk.lines.filter((added) => added.startsWith("+") && added.length > 1))
              expect(code, name).toContain(line.slice(1));
    }
  });

  it("each says what it fixes, where upstream, and what retires it", () => {
    for (const { name, text } of PATCHES) {
      expect(text, name).toMatch(/^Subject: .+\n\n[^]+\nUpstream: .+\nRetire when: .+\n/);
    }
  });

  it("keeps backups as long as the admin says and offers them by the admin's event (backups.mjs)", () => {
    const all = PATCHES.map(({ text }) => text).join("\n");
    expect(all).toContain(`const BACKUP_KEPT_MS = ${BACKUP_DAYS} * 24 * 60 * 60 * 1000;`);
    expect(all).toContain(`new CustomEvent('${BACKUP_OFFERED}'`);
  });

  it("leaves every other module as it is", () => {
    expect(patched("code", "/project/node_modules/react/index.js")).toBeUndefined();
  });
});
