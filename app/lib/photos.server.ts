/**
 * Responsive copies of every photo in the content folder's photos/, made at
 * build by vite-imagetools. Only route loaders use this module: loaders run
 * once, when pages are prerendered, so each page carries the sources of its
 * own photos in its HTML and no photo list is shipped in JavaScript.
 */
import type { PersonView } from "~/components/people/person-card";
import { siteContent } from "~/content/content.server";
import type { Person } from "~/content/schema";
import type { PhotoData, PhotoMap } from "./photo-data";

interface Picture {
  sources: PhotoData["sources"];
  img: PhotoData["img"];
}

// "@content" is the content folder the site is built from (vite.config.ts).
// Widths cover a 360 px phone at 1x up to a wide screen at 1.5x. Every
// browser since 2020 takes AVIF or WebP; the few that take neither get one
// JPEG, 800 px wide.
const pictures = import.meta.glob<Picture>("@content/photos/*.{jpg,jpeg,png,JPG,JPEG,PNG}", {
  query: "?w=480;800;1200;1920&format=avif;webp&as=picture",
  import: "default",
  eager: true,
});

const fallbacks = import.meta.glob<string>("@content/photos/*.{jpg,jpeg,png,JPG,JPEG,PNG}", {
  query: "?w=800&format=jpg",
  import: "default",
  eager: true,
});

const placeholders = import.meta.glob<string>("@content/photos/*.{jpg,jpeg,png,JPG,JPEG,PNG}", {
  query: "?w=8&format=webp&quality=50&inline",
  import: "default",
  eager: true,
});

/** The generated files of a photo file, by its name ("fog.jpg"). */
function generated<T>(files: Record<string, T>, name: string): T | undefined {
  return Object.entries(files).find(([path]) => path.endsWith(`/${name}`))?.[1];
}

export function photoData(id: string): PhotoData {
  const photo = siteContent().photos.find((candidate) => candidate.id === id);
  const picture = photo && generated(pictures, photo.file);
  const fallback = photo && generated(fallbacks, photo.file);
  const placeholder = photo && generated(placeholders, photo.file);
  // The content check has seen every reference; this guards the glob itself.
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
export function photoMap(ids: readonly (string | undefined)[]): PhotoMap {
  return Object.fromEntries(ids.flatMap((id) => (id ? [[id, photoData(id)]] : [])));
}

/** A person as a card shows them: their registered photo, when they have one. */
export function personView({ name, position, photo }: Person): PersonView {
  return { name, position, ...(photo ? { photo: photoData(photo) } : {}) };
}
