import type { Config } from "@react-router/dev/config";
import { articleSlugs, documentFiles, entryYears, eventSlugs } from "./app/content/load";
import { calendarFeedPath } from "./app/lib/calendar/calendar-file";
import { basePath, buildDir, contentDir } from "./site.config.mjs";

export default {
  // A static site: no server at runtime, every page rendered to HTML at build.
  ssr: false,
  // "/" on its own domain, "/<repo>/" on GitHub Pages (site.config.mjs).
  basename: basePath,
  buildDirectory: buildDir,
  // Opted in early: this site's loaders run only at build, and it has no
  // actions or middleware, so React Router 8's behaviour changes nothing here
  // and the build stays quiet.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  prerender: {
    // Pages are rendered four at a time: while one waits for sharp (a share
    // card, a photo) another renders, which halves a page's share of the
    // build on a 2-core machine (docs/PERFORMANCE.md, "Years of publishing").
    concurrency: 4,
    paths: ({ getStaticPaths }) => [
      ...getStaticPaths(),
      // The catch-all route; scripts/build/postbuild.mjs moves it to
      // 404.html, the file static hosts answer unknown paths with.
      "/404",
      // A calendar file for every event, upcoming or not, so that a link
      // never outlives its file.
      ...eventSlugs(contentDir).map((slug) => `/kalender/${slug}.ics`),
      // The calendar to subscribe to (served by the same route).
      `/${calendarFeedPath}`,
      // The emblem's icons (app/lib/media/brand-images.server.ts, ICONS).
      "/icons/icon-192.png",
      "/icons/icon-512.png",
      "/icons/maskable-512.png",
      // Every event's and every article's page, and its share card.
      ...eventSlugs(contentDir).map((slug) => `/kegiatan/${slug}`),
      ...articleSlugs(contentDir).map((slug) => `/berita/${slug}`),
      ...eventSlugs(contentDir).map((slug) => `/kartu/kegiatan-${slug}.jpg`),
      ...articleSlugs(contentDir).map((slug) => `/kartu/berita-${slug}.jpg`),
      // The archive's years (app/routes.ts).
      ...entryYears(contentDir, "events").map((year) => `/kegiatan/arsip/${year}`),
      ...entryYears(contentDir, "news").map((year) => `/berita/arsip/${year}`),
      // Every uploaded document, under its own name.
      ...documentFiles(contentDir).map((file) => `/dokumen/${file}`),
    ],
  },
} satisfies Config;
