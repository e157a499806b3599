// Finishes the static build in build/client after `react-router build`.
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";

const client = process.env.BUILD_DIR ?? "build/client";

// 1. The catch-all route was prerendered at /404; static hosts answer
//    unknown paths with /404.html.
const notFound = join(client, "404", "index.html");
if (!existsSync(notFound)) throw new Error(`${notFound} is missing: was /404 prerendered?`);
await rename(notFound, join(client, "404.html"));
await rm(join(client, "404"), { recursive: true });

// 2. Every page is prerendered, so React Router's SPA fallback is unused.
await rm(join(client, "__spa-fallback.html"), { force: true });

console.log("postbuild: 404.html written");
