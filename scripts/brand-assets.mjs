// Images and files that present the site outside its pages, made at build
// from our own emblem, photo and name (called by postbuild.mjs):
//   social-card.jpg        1200×630, what WhatsApp and Facebook show for a link
//   icons/icon-*.png       home-screen and search-result icons
//   apple-touch-icon.png   iOS home screen
//   manifest.webmanifest   "Tambahkan ke layar utama"
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/** @typedef {{ name: string, shortName: string, fullName: string, motto: string, description: string }} Site */

/** Escapes text for an SVG <text> element. */
const xml = (/** @type {string} */ text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The emblem's drawing (public/favicon.svg) without its <svg> wrapper, to place inside other SVGs. */
const emblemPaths = (/** @type {string} */ svg) => svg.replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, "");

/**
 * The social card: the first hero photo, a deep-blue veil that keeps the
 * words readable, the emblem, the name, the motto and the address.
 * @param {{ photo: string, emblem: string, site: Site, host: string, theme: string }} options
 */
async function socialCard({ photo, emblem, site, host, theme }) {
  const width = 1200;
  const height = 630;
  const overlay = `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="veil" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${theme}" stop-opacity="0.94"/>
      <stop offset="0.6" stop-color="${theme}" stop-opacity="0.72"/>
      <stop offset="1" stop-color="${theme}" stop-opacity="0.35"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#veil)"/>
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="#f5b642"/>
  <svg x="80" y="84" width="132" height="132" viewBox="0 0 48 48">${emblemPaths(emblem)}</svg>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff">
    <text x="80" y="330" font-size="76" font-weight="700">${xml(site.name)}</text>
    <text x="80" y="398" font-size="40" font-style="italic" fill="#f5b642">${xml(site.motto)}</text>
    <text x="80" y="470" font-size="30" fill="#dbe6f8">${xml(site.fullName)}</text>
    <text x="80" y="560" font-size="28" fill="#dbe6f8">${xml(host)}</text>
  </g>
</svg>`;
  return sharp(photo)
    .resize(width, height, { fit: "cover", position: "attention" })
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * The emblem, square, on the deep blue if `background` is given; `padding`
 * leaves the safe zone maskable icons need.
 * @param {string} emblem
 * @param {number} size
 * @param {{ padding: number, background?: string }} options
 */
function icon(emblem, size, { padding, background }) {
  const inner = Math.round(size * (1 - 2 * padding));
  const offset = Math.round((size - inner) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  ${background ? `<rect width="100%" height="100%" fill="${background}"/>` : ""}
  <svg x="${offset}" y="${offset}" width="${inner}" height="${inner}" viewBox="0 0 48 48">${emblemPaths(emblem)}</svg>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * @param {string} dir the built site
 * @param {{ base: string, origin: string, site: Site, photo: string, theme: string }} options
 */
export async function buildBrandAssets(dir, { base, origin, site, photo, theme }) {
  const emblem = await readFile(join(dir, "favicon.svg"), "utf8");
  await mkdir(join(dir, "icons"), { recursive: true });

  /** @type {Record<string, Buffer>} */
  const files = {
    "social-card.jpg": await socialCard({ photo, emblem, site, host: new URL(origin).host, theme }),
    "icons/icon-192.png": await icon(emblem, 192, { padding: 0.04 }),
    "icons/icon-512.png": await icon(emblem, 512, { padding: 0.04 }),
    "icons/maskable-512.png": await icon(emblem, 512, { padding: 0.16, background: theme }),
    "apple-touch-icon.png": await icon(emblem, 180, { padding: 0.1, background: theme }),
  };
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: "id",
    dir: "ltr",
    start_url: base,
    scope: base,
    display: "standalone",
    theme_color: theme,
    background_color: "#ffffff",
    icons: [
      { src: `${base}favicon.svg`, sizes: "any", type: "image/svg+xml" },
      { src: `${base}icons/icon-192.png`, sizes: "192x192", type: "image/png" },
      { src: `${base}icons/icon-512.png`, sizes: "512x512", type: "image/png" },
      { src: `${base}icons/maskable-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  files["manifest.webmanifest"] = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);

  for (const [file, content] of Object.entries(files)) await writeFile(join(dir, file), content);
  return Object.keys(files);
}
