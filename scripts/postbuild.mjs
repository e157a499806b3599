// Finishes the static build in build/client after `react-router build`.
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { runnerImport } from "vite";
import { basePath, siteOrigin } from "../deploy.config.mjs";
import { buildBrandAssets } from "./brand-assets.mjs";
import { deferHydration, staticImports } from "./html.mjs";
import { buildSeoFiles } from "./seo-files.mjs";
import { headersFile, withContentSecurityPolicy } from "./security.mjs";
import { buildServiceWorker } from "./service-worker.mjs";

const client = process.env.BUILD_DIR ?? "build/client";

// 0. Built for a base path ("/situs/"), React Router writes the pages under
//    build/client/situs/, while the host serves build/client itself at
//    /situs/: move them up beside assets/.
if (basePath !== "/") {
  const nested = join(client, basePath);
  for (const entry of await readdir(nested)) await rename(join(nested, entry), join(client, entry));
  await rm(join(client, basePath.split("/")[1] ?? ""), { recursive: true });
}

// 1. The catch-all route was prerendered at /404; static hosts answer
//    unknown paths with /404.html.
const notFound = join(client, "404", "index.html");
if (!existsSync(notFound)) throw new Error(`${notFound} is missing: was /404 prerendered?`);
await rename(notFound, join(client, "404.html"));
await rm(join(client, "404"), { recursive: true });

// 2. Every page is prerendered, so React Router's SPA fallback is unused.
await rm(join(client, "__spa-fallback.html"), { force: true });

// 3. The page's scripts only hydrate it: load them after the page itself
//    (see deferHydration in html.mjs). Then each page gets its
//    Content-Security-Policy, which hashes the inline scripts as they end up.
const files = await readdir(client, { recursive: true });
const chunkImports = new Map();
for (const file of files.filter((name) => name.startsWith("assets/") && name.endsWith(".js"))) {
  const href = `${basePath}${file}`;
  chunkImports.set(href, staticImports(await readFile(join(client, file), "utf8"), href));
}
const pages = files.filter((file) => file.endsWith(".html"));
/** @type {{ path: string, html: string }[]} */
const finished = [];
for (const page of pages) {
  const file = join(client, page);
  const html = withContentSecurityPolicy(
    deferHydration(await readFile(file, "utf8"), (href) => chunkImports.get(href) ?? []),
  );
  await writeFile(file, html);
  if (page !== "404.html") finished.push({ path: `/${page.replace(/\/?index\.html$/, "")}`, html });
}

// 4. The files that present the site elsewhere: headers for static hosts,
//    sitemap and robots.txt, social card, icons and web app manifest.
await writeFile(join(client, "_headers"), headersFile(finished, basePath));
const where = { origin: siteOrigin, base: basePath };
const listed = await buildSeoFiles(
  client,
  pages.filter((page) => page !== "404.html"),
  where,
);
/** A module of the app, loaded the way Vite loads it (TypeScript included). */
const load = async (/** @type {string} */ path) => (await runnerImport(path, { configFile: false })).module;
const [{ site }, { heroPhotos }, { photos }, { events }, { contact }, calendar] = await Promise.all(
  ["content/site", "content/home", "content/photos", "content/activities", "content/contact", "lib/calendar"].map(
    (name) => load(`./app/${name}.ts`),
  ),
);
const heroPhoto = photos.find((/** @type {{ id: string }} */ photo) => photo.id === heroPhotos[0]);
const brand = await buildBrandAssets(client, {
  ...where,
  site,
  theme: site.themeColor,
  photo: join("app/assets/photos", heroPhoto.file),
});

// 5. A calendar file for every event ("Tambah ke Kalender"; the page links
//    the upcoming ones). All events, so a link never outlives its file.
await mkdir(join(client, "kalender"), { recursive: true });
const stamp = new Date();
for (const event of events) {
  const file = calendar.calendarFile(event, {
    url: `${siteOrigin}${basePath}kegiatan/`,
    host: new URL(siteOrigin).host,
    stamp,
    organizer: { name: site.name, email: contact.email },
  });
  await writeFile(join(client, calendar.calendarFilePath(event)), file);
}

// 6. The service worker, over the finished files.
const worker = await buildServiceWorker(client, basePath);

console.log(
  `postbuild: 404.html written, ${pages.length} pages finished with their CSP, sitemap of ${listed} pages, ${brand.length} brand files, ${events.length} calendar files, service worker precaches ${worker.count} files (${Math.round(worker.size / 1000)} KB)`,
);
