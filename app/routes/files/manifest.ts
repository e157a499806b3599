// /manifest.webmanifest: what "Tambahkan ke layar utama" installs.
import { siteContent } from "~/content/content.server";
import { THEME_COLOR } from "~/lib/media/theme";

export function loader() {
  const { site } = siteContent();
  const base = import.meta.env.BASE_URL;
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    // The app's identity, kept whatever start_url becomes: the site's root.
    id: base,
    lang: "id",
    dir: "ltr",
    start_url: base,
    scope: base,
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: "#ffffff",
    icons: [
      { src: `${base}favicon.svg`, sizes: "any", type: "image/svg+xml" },
      { src: `${base}icons/icon-192.png`, sizes: "192x192", type: "image/png" },
      { src: `${base}icons/icon-512.png`, sizes: "512x512", type: "image/png" },
      { src: `${base}icons/maskable-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
