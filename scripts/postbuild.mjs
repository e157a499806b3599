// Finishes the static build in build/client after `react-router build`.
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { basePath } from "../deploy.config.mjs";
import { deferHydration, staticImports } from "./html.mjs";
import { buildServiceWorker } from "./service-worker.mjs";

const client = process.env.BUILD_DIR ?? "build/client";

// 1. The catch-all route was prerendered at /404; static hosts answer
//    unknown paths with /404.html.
const notFound = join(client, "404", "index.html");
if (!existsSync(notFound)) throw new Error(`${notFound} is missing: was /404 prerendered?`);
await rename(notFound, join(client, "404.html"));
await rm(join(client, "404"), { recursive: true });

// 2. Every page is prerendered, so React Router's SPA fallback is unused.
await rm(join(client, "__spa-fallback.html"), { force: true });

// 3. The page's scripts only hydrate it: load them after the page itself
//    (see deferHydration in html.mjs).
const files = await readdir(client, { recursive: true });
const chunkImports = new Map();
for (const file of files.filter((name) => name.startsWith("assets/") && name.endsWith(".js"))) {
  chunkImports.set(`/${file}`, staticImports(await readFile(join(client, file), "utf8"), `/${file}`));
}
const pages = files.filter((file) => file.endsWith(".html"));
for (const page of pages) {
  const path = join(client, page);
  await writeFile(
    path,
    deferHydration(await readFile(path, "utf8"), (href) => chunkImports.get(href) ?? []),
  );
}

// 4. The service worker, over the finished files.
const worker = await buildServiceWorker(client, basePath);

console.log(
  `postbuild: 404.html written, ${pages.length} pages finished, service worker precaches ${worker.count} files (${Math.round(worker.size / 1000)} KB)`,
);
