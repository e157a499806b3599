/**
 * Responsive copies of every photo, made at build by vite-imagetools. Only
 * route loaders use this module: loaders run once, when pages are
 * prerendered, so each page carries the sources of its own photos in its
 * HTML and no photo list is shipped in JavaScript.
 */
import { photos, type PhotoId } from "~/content/photos";
import type { PhotoData, PhotoMap } from "./photo-data";

interface Picture {
  sources: PhotoData["sources"];
  img: PhotoData["img"];
}

// Widths cover a 360 px phone at 1x up to a wide screen at 1.5x. Every
// browser since 2020 takes AVIF or WebP; the few that take neither get one
// JPEG, 800 px wide.
const pictures = import.meta.glob<Picture>("../assets/photos/*.jpg", {
  query: "?w=480;800;1200;1920&format=avif;webp&as=picture",
  import: "default",
  eager: true,
});

const fallbacks = import.meta.glob<string>("../assets/photos/*.jpg", {
  query: "?w=800&format=jpg",
  import: "default",
  eager: true,
});

const placeholders = import.meta.glob<string>("../assets/photos/*.jpg", {
  query: "?w=8&format=webp&quality=50&inline",
  import: "default",
  eager: true,
});

export function photoData(id: PhotoId): PhotoData {
  const photo = photos.find((candidate) => candidate.id === id);
  const key = `../assets/photos/${photo?.file}`;
  const picture = pictures[key];
  const fallback = fallbacks[key];
  const placeholder = placeholders[key];
  // validate.ts has checked every reference; this guards the glob itself.
  if (!photo || !picture || !fallback || !placeholder) throw new Error(`Photo "${id}" has no generated image`);
  return {
    alt: photo.alt,
    sources: { avif: picture.sources.avif, webp: picture.sources.webp },
    // The size of the largest copy gives the photo's proportions.
    img: { src: fallback, w: picture.img.w, h: picture.img.h },
    placeholder,
  };
}

/** The photos a page shows, by id: a route loader's return value. */
export function photoMap(ids: readonly PhotoId[]): PhotoMap {
  return Object.fromEntries(ids.map((id) => [id, photoData(id)]));
}
