import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildDir } from "../../../site.config.mjs";

let mark: string | undefined;

/**
 * The mark of the inline scripts this build writes, new for every build.
 * React Router's scripts carry it as their `nonce` (entry.server.tsx); the build's
 * last step hashes only marked scripts into each page's policy, refuses any
 * other, and removes the marks (scripts/build/security.mjs). Content is
 * written before the build, so no text of it can carry the mark.
 */
export function scriptMark(): string {
  if (!mark) {
    mark = randomUUID();
    mkdirSync(buildDir, { recursive: true });
    writeFileSync(join(buildDir, "script-mark"), mark);
  }
  return mark;
}
