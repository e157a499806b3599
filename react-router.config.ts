import type { Config } from "@react-router/dev/config";
import { articleSlugs, documentFiles, entryYears, eventSlugs } from "./app/content/load";
import { calendarFeedPath } from "./app/lib/pages/addresses";
import { makeEntryFiles } from "./scripts/build/entry-files.mjs";
import { basePath, buildDir, contentDir } from "./site.config.mjs";

/**
 * What each event and article adds: its page, an event's calendar file, and
 * each one's share card. React Router prerenders the first of each; `buildEnd`
 * makes the rest in process (scripts/build/entry-files.mjs), the same bytes
 * in a fraction of the time, and checks that they are the same
 * (docs/decisions/0014).
 */
// Read once: listing the articles reads each one (only those with a body have a page).
const events = eventSlugs(contentDir);
const articles = articleSlugs(contentDir);
const entryPages = [events.map((slug) => `/kegiatan/${slug}`), articles.map((slug) => `/berita/${slug}`)];
const calendarFiles = events.map((slug) => `/kalender/${slug}.ics`);
const shareCards = [
  ...events.map((slug) => `/kartu/kegiatan-${slug}.jpg`),
  ...articles.map((slug) => `/kartu/berita-${slug}.jpg`),
];

export default {
  // A static site generator: every page is rendered to HTML at build (the
  // paths below), and only build/client is deployed. Server rendering is
  // what the build and the development server do; with it, React Router
  // renders no SPA fallback and needs no client in any page (0014).
  ssr: true,
  // "/" on its own domain, "/<repo>/" on GitHub Pages (site.config.mjs).
  basename: basePath,
  buildDirectory: buildDir,
  prerender: {
    // Pages are rendered two at a time: while one waits (for sharp, say),
    // the other renders. Not more: React Router 8 fetches each page from a
    // preview server and fails the build when one takes over 10 s (not
    // configurable in 8.4), and requests in flight share the machine; at
    // four, a share card on a 2-core machine under a heavy load took longer
    // (docs/decisions/0010).
    concurrency: 2,
    paths: ({ getStaticPaths }) => [
      ...getStaticPaths(),
      // The catch-all route; scripts/build/postbuild.mjs moves it to
      // 404.html, the file static hosts answer unknown paths with.
      "/404",
      // A calendar file for every event, upcoming or not, so that a link
      // never outlives its file: the first here, the rest in buildEnd.
      ...calendarFiles.slice(0, 1),
      // The calendar to subscribe to (served by the same route).
      `/${calendarFeedPath}`,
      // The emblem's icons (app/lib/media/brand-images.server.ts, ICONS).
      "/icons/icon-192.png",
      "/icons/icon-512.png",
      "/icons/maskable-512.png",
      // Every event's and every article's page, and its share card (the
      // first of each here, the rest in buildEnd).
      ...entryPages.flatMap((pages) => pages.slice(0, 1)),
      ...shareCards.slice(0, 1),
      // The archive's years (app/routes.ts).
      ...entryYears(contentDir, "events").map((year) => `/kegiatan/arsip/${year}`),
      ...entryYears(contentDir, "news").map((year) => `/berita/arsip/${year}`),
      // Every uploaded document, under its own name.
      ...documentFiles(contentDir).map((file) => `/dokumen/${file}`),
    ],
  },
  async buildEnd() {
    const start = performance.now();
    const written = await makeEntryFiles({
      buildDir,
      basePath,
      pages: entryPages.flatMap((pages) => pages.slice(1)),
      files: [...calendarFiles.slice(1), ...shareCards.slice(1)],
      prerendered: entryPages.flat()[0],
    });
    // "Prerender" as React Router's own lines: `npm run bench:scale` times the prerendering by them.
    console.log(`Prerender (in process): ${written} files in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  },
} satisfies Config;
