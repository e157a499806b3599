import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { contentDir } from "../site.config.mjs";
import { branchSlugs, hasSamples } from "./content/load";
import { newsFeedPath } from "./lib/meta/feeds";
import { calendarFeedPath } from "./lib/pages/addresses";
import { heroPhotosPath } from "./lib/media/photo-data";

// Every address of the site. Pages are prerendered to <path>/index.html at
// build; files (a path with an extension) to themselves.
export default [
  index("routes/home.tsx"),
  route("tentang", "routes/about.tsx"),
  route("tentang-bpc", "routes/board.tsx"),
  route("tentang-demisioner", "routes/outgoing-board.tsx"),
  route("sejarah-gmki-wamena", "routes/history.tsx"),
  route("struktur", "routes/structure.tsx"),
  route("struktur/bpc", "routes/structure-board.tsx"),
  // One module serves every komisariat; each still gets its own static path
  // (and page), so a komisariat added to content/branches.json adds its page.
  ...branchSlugs(contentDir).map((slug) => route(`struktur/${slug}`, "routes/branch.tsx", { id: `branch-${slug}` })),
  route("kegiatan", "routes/activities.tsx"),
  // A page for every event (its poster when printed), and for every article
  // with a body: one route each, prerendered at every slug
  // (react-router.config.ts), so that the route table does not grow with
  // each event the branch publishes.
  route("kegiatan/:slug", "routes/event.tsx"),
  route("berita", "routes/news.tsx"),
  route("berita/:slug", "routes/article.tsx"),
  // The archive: a page a year, for events and for news, each without script.
  // /kegiatan and /berita show only the upcoming and the newest, and lead here.
  // One module for both sections (routes/archive.tsx).
  route(":section/arsip/:year", "routes/archive.tsx"),
  route("aturan", "routes/rules.tsx"),
  // Search across the site (Pagefind): the box on /berita and the archive leads here.
  route("cari", "routes/search.tsx"),
  route("kontak", "routes/contact.tsx"),
  route("kredit-foto", "routes/photo-credits.tsx"),
  // What on the site is still a sample, while anything is (content/to-confirm.json):
  // every page's preview line leads here; the page goes once the last row is confirmed.
  ...(hasSamples(contentDir) ? [route("pratinjau", "routes/preview.tsx")] : []),

  // Files made at build from the content (resource routes: a loader, no page).
  route("sitemap.xml", "routes/files/sitemap.ts"),
  route("robots.txt", "routes/files/robots.ts"),
  route("manifest.webmanifest", "routes/files/manifest.ts"),
  route(newsFeedPath, "routes/files/news-feed.ts"),
  route("social-card.jpg", "routes/files/social-card.ts"),
  // Each event's and article's own card for shared links: kartu/kegiatan-<slug>.jpg,
  // kartu/berita-<slug>.jpg (react-router.config.ts lists them).
  route("kartu/:file", "routes/files/share-card.ts"),
  // The documents to download, as uploaded (content/documents/).
  route("dokumen/:file", "routes/files/document.ts"),
  route(heroPhotosPath, "routes/files/hero-photos.ts"),
  // The emblem at the sizes phones and search results ask for
  // (react-router.config.ts lists the files under icons/).
  route("icons/:file", "routes/files/icons.ts"),
  route("apple-touch-icon.png", "routes/files/icons.ts", { id: "apple-touch-icon" }),
  // Every event as one calendar to subscribe to, and one file per event,
  // kalender/<slug>.ics (react-router.config.ts lists them); no event takes
  // the calendar's name (app/content/check.ts).
  route(calendarFeedPath, "routes/files/calendar-feed.ts"),
  route("kalender/:file", "routes/files/calendar.ts"),

  // Unknown paths. Prerendered once as /404, which the build moves to
  // 404.html, the page static hosts answer an unknown path with.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
