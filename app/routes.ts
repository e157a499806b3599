import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { branches } from "./content/branches";

// Every page of the site. Each is prerendered to <path>/index.html at build.
export default [
  index("routes/home.tsx"),
  route("tentang", "routes/about.tsx"),
  route("tentang-bpc", "routes/board.tsx"),
  route("tentang-demisioner", "routes/outgoing-board.tsx"),
  route("sejarah-gmki-wamena", "routes/history.tsx"),
  route("struktur", "routes/structure.tsx"),
  route("struktur/bpc", "routes/structure-board.tsx"),
  // One module serves every komisariat; each still gets its own static path
  // (and page), so adding one to content/branches.ts adds its page.
  ...branches.map((branch) =>
    route(`struktur/${branch.slug}`, "routes/branch.tsx", {
      id: `branch-${branch.slug}`,
    }),
  ),
  route("kegiatan", "routes/activities.tsx"),
  route("berita", "routes/news.tsx"),
  route("aturan", "routes/rules.tsx"),
  route("kontak", "routes/contact.tsx"),
  // Unknown paths. Prerendered once as /404, which the build moves to
  // 404.html for static hosts; client-side it catches mistyped links.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
