/**
 * Images that present the site outside its pages, drawn at build from our
 * own emblem (public/favicon.svg), the first hero photo and the site's name:
 * the social card WhatsApp and Facebook show for a link, and the icons of
 * home screens and search results. Served by the resource routes in
 * routes/files/.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { contentDir } from "../../../site.config.mjs";
import { siteContent, siteSamples } from "~/content/content.server";
import { isPhotoFile, uploadedFileName } from "~/content/load";
import { siteHost } from "../pages/site-url.server";
import { ACCENT_COLOR, THEME_COLOR } from "./theme";

/** Escapes text for an SVG <text> element. */
const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The deep-blue veil over a card's picture, darkest on the left where the
 * words are, and the gold line along its foot: `opacity` from left to right.
 */
function veil(width: number, height: number, [left, middle, right]: readonly [number, number, number]): string {
  return `<defs>
    <linearGradient id="veil" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${THEME_COLOR}" stop-opacity="${left}"/>
      <stop offset="0.6" stop-color="${THEME_COLOR}" stop-opacity="${middle}"/>
      <stop offset="1" stop-color="${THEME_COLOR}" stop-opacity="${right}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#veil)"/>
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="${ACCENT_COLOR}"/>`;
}

/**
 * While the site is a preview (app/content/samples.ts), the tag that says
 * so wherever a card is shown: a shared link's picture travels without the
 * page's preview line. Inside the card's square centre (x 285–915), which
 * is all a small link preview (WhatsApp's) shows of it, right of the day
 * line and above the title.
 */
function previewTag(): string {
  const tag = siteSamples().tag;
  if (!tag) return "";
  return `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" text-anchor="middle">
    <rect x="680" y="40" width="220" height="88" rx="12" fill="#ffffff"/>
    <text x="790" y="80" font-size="30" font-weight="700" fill="${THEME_COLOR}">${xml(tag.title)}</text>
    <text x="790" y="112" font-size="22" fill="${THEME_COLOR}">${xml(tag.text)}</text>
  </g>`;
}

/** The emblem's drawing without its <svg> wrapper, to place inside other SVGs. */
function emblemPaths(): string {
  return readFileSync(join("public", "favicon.svg"), "utf8").replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, "");
}

/**
 * The social card, 1200×630 JPEG: the first hero photo, a deep-blue veil
 * that keeps the words readable, the emblem, the name, the motto and the
 * address of the site.
 */
export async function socialCard(): Promise<Buffer> {
  const { site, home, photos } = siteContent();
  const photo = photos.find((candidate) => candidate.id === home.heroPhotos[0]);
  if (!photo) throw new Error("The first hero photo is not registered");
  const width = 1200;
  const height = 630;
  const overlay = `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  ${veil(width, height, [0.94, 0.72, 0.35])}
  <svg x="80" y="84" width="132" height="132" viewBox="0 0 48 48">${emblemPaths()}</svg>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff">
    <text x="80" y="330" font-size="76" font-weight="700">${xml(site.name)}</text>
    <text x="80" y="398" font-size="40" font-style="italic" fill="${ACCENT_COLOR}">${xml(site.motto)}</text>
    <text x="80" y="470" font-size="30" fill="#dbe6f8">${xml(site.fullName)}</text>
    <text x="80" y="560" font-size="28" fill="#dbe6f8">${xml(siteHost)}</text>
  </g>
  ${previewTag()}
</svg>`;
  return sharp(join(contentDir, "photos", photo.file))
    .resize(width, height, { fit: "cover", position: "attention" })
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** The drawn valley (app/assets/art/), for cards of what has no photo of its own. */
const DRAWN_CARD = join("app", "assets", "art", "kartu-bagikan.svg");

/**
 * Where drawn cards are kept between builds, keyed by everything they are
 * drawn from: the deploy keeps the folder (actions/cache), so a nightly
 * build draws only the cards of what changed. A card takes about 0.3 s of
 * sharp; one per event and article.
 */
const CARD_CACHE = join(".cache", "share-cards");

/**
 * `make()`'s image, from CARD_CACHE when made before from the same inputs
 * (and the same code: this module's functions are part of the key), else
 * made and kept. The photo's own bytes are hashed, EXIF included, so a
 * photo turned by its orientation tag alone is drawn again.
 */
async function madeOnce(inputs: readonly (string | Buffer)[], make: () => Promise<Buffer>): Promise<Buffer> {
  const hash = createHash("sha256");
  for (const input of [shareCard.toString(), drawnGround.toString(), sharp.versions.vips, ...inputs])
    hash.update(input).update("\0");
  const file = join(CARD_CACHE, `${hash.digest("hex").slice(0, 32)}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const image = await make();
  mkdirSync(CARD_CACHE, { recursive: true });
  writeFileSync(file, image);
  return image;
}

/** The drawn picture behind a card without a photo, rasterised once per build. */
let drawn: Promise<Buffer> | undefined;
function drawnGround(width: number, height: number): Promise<Buffer> {
  drawn ??= sharp(DRAWN_CARD).resize(width, height, { fit: "cover" }).png().toBuffer();
  return drawn;
}

/** Splits a title into lines of about `width` characters, at most `max` lines (the last ends in "…" if cut). */
function wrapTitle(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of title.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.replace(/[\s,.;:–-]+$/, "")}…`;
  return kept;
}

/**
 * The card a shared link to one event or article shows, 1200×630 JPEG: its
 * photo under the deep-blue veil, or the drawn valley when it has none;
 * a gold line above the title (the event's day, or "Berita"), the title,
 * and the branch's emblem and name.
 */
export async function shareCard({
  eyebrow,
  title,
  photo,
}: {
  eyebrow: string;
  title: string;
  photo?: string;
}): Promise<Buffer> {
  const { site, photos } = siteContent();
  const width = 1200;
  const height = 630;
  const file = photo
    ? isPhotoFile(photo)
      ? uploadedFileName(photo)
      : photos.find((candidate) => candidate.id === photo)?.file
    : undefined;
  const lines = wrapTitle(title, 24, 4);
  const size = lines.length > 3 ? 56 : 64;
  const overlay = `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  ${veil(width, height, file ? [0.94, 0.78, 0.4] : [0.6, 0.3, 0])}
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff">
    <text x="72" y="110" font-size="34" font-weight="700" fill="${ACCENT_COLOR}">${xml(eyebrow)}</text>
    ${lines.map((line, index) => `<text x="72" y="${190 + index * (size + 14)}" font-size="${size}" font-weight="700">${xml(line)}</text>`).join("\n    ")}
    <svg x="72" y="${height - 118}" width="64" height="64" viewBox="0 0 48 48">${emblemPaths()}</svg>
    <text x="152" y="${height - 74}" font-size="30" font-weight="700">${xml(site.name)}</text>
    <text x="152" y="${height - 40}" font-size="24" fill="#dbe6f8">${xml(siteHost)}</text>
  </g>
  ${previewTag()}
</svg>`;
  const source = file ? join(contentDir, "photos", file) : existsSync(DRAWN_CARD) ? DRAWN_CARD : null;
  return madeOnce([overlay, source ? readFileSync(source) : THEME_COLOR], async () => {
    const ground = file
      ? sharp(join(contentDir, "photos", file))
          .rotate()
          .resize(width, height, { fit: "cover", position: "attention" })
      : source
        ? sharp(await drawnGround(width, height))
        : sharp({ create: { width, height, channels: 3, background: THEME_COLOR } });
    return ground
      .composite([{ input: Buffer.from(overlay) }])
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  });
}

/** The icon files, by path: their size, and the room maskable icons keep around the emblem. */
export const ICONS = {
  "icons/icon-192.png": { size: 192, padding: 0.04 },
  "icons/icon-512.png": { size: 512, padding: 0.04 },
  "icons/maskable-512.png": { size: 512, padding: 0.16, background: THEME_COLOR },
  "apple-touch-icon.png": { size: 180, padding: 0.1, background: THEME_COLOR },
} satisfies Record<string, { size: number; padding: number; background?: string }>;

export type IconFile = keyof typeof ICONS;

/** The emblem as a square PNG icon, on the deep blue where the icon asks for a background. */
export function icon(file: IconFile): Promise<Buffer> {
  const { size, padding, ...rest } = ICONS[file];
  const background = "background" in rest ? rest.background : undefined;
  const inner = Math.round(size * (1 - 2 * padding));
  const offset = Math.round((size - inner) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  ${background ? `<rect width="100%" height="100%" fill="${background}"/>` : ""}
  <svg x="${offset}" y="${offset}" width="${inner}" height="${inner}" viewBox="0 0 48 48">${emblemPaths()}</svg>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
