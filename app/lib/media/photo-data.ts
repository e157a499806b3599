import type { MetaDescriptor } from "react-router";
import type { Figure } from "./figures";

/** What a page needs to show one photo: sources, size, description. */
export interface PhotoData {
  alt: string;
  /** srcset per format, best first. */
  sources: { avif?: string; webp?: string };
  /** A JPEG for browsers that know neither; w and h give the proportions. */
  img: { src: string; w: number; h: number };
  /** A few pixels of the photo, shown blurred until it has loaded. */
  placeholder: string;
}

/** A picture of nothing (a 1 × 1 transparent GIF): a drawing's placeholder, and a template's photo before the script fills it. */
export const NO_PICTURE = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/** The home carousel's photos after the first, as a file under the site's base (routes/files/hero-photos.ts). */
export const heroPhotosPath = "foto-beranda.json";

/** The photos a page shows, by id. */
export type PhotoMap = Partial<Record<string, PhotoData>>;

/** The photo a content item names, if it names one. */
export function photoIn(photos: PhotoMap, id: string | undefined): PhotoData | undefined {
  return id ? photos[id] : undefined;
}

/**
 * For a route's meta(): asks for the page's main photo from <head>, before
 * the parser reaches it. Browsers without AVIF skip it (and take the WebP).
 */
export function preloadPhoto(photo: PhotoData, sizes: string): MetaDescriptor {
  // A drawing is one file at every size.
  if (!photo.sources.avif)
    return { tagName: "link", rel: "preload", as: "image", href: photo.img.src, fetchPriority: "high" };
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: photo.sources.avif,
    imageSizes: sizes,
    fetchPriority: "high",
  };
}

/** A person as a card shows them. */
export interface PersonView {
  /** Empty while the seat is vacant. */
  name: string;
  position: string;
  /** Their face; without it the card shows a drawn stand-in of their role (components/people/person-stand-in.tsx). */
  photo?: PhotoData;
  /** How they are drawn without one (lib/media/figures.ts); none for an empty seat. */
  figure?: Figure;
}

/** A field (bidang) as the page shows it: its members, with the face of those who have one. */
export interface FieldView {
  title: string;
  members: readonly PersonView[];
}
