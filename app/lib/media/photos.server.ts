/**
 * Responsive copies of every photo in the content folder's photos/, made at
 * build by vite-imagetools. Only route loaders use this module: loaders run
 * once, when pages are prerendered, so each page carries the sources of its
 * own photos in its HTML and no photo list is shipped in JavaScript.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "../../../site.config.mjs";
import { siteContent } from "~/content/content.server";
import { isPhotoFile, uploadedFileName } from "~/content/load";
import type { Board, Person } from "~/content/schema";
import { assignFigures, type Figure } from "./figures";
import { NO_PICTURE, type FieldView, type PersonView, type PhotoData, type PhotoMap } from "./photo-data";

interface Picture {
  sources: PhotoData["sources"];
  img: PhotoData["img"];
}

// "@content" is the content folder the site is built from (vite.config.ts).
// Widths cover a 360 px phone at 1x up to a wide screen at 1.5x. Every
// browser since 2020 takes AVIF or WebP; the few that take neither get one
// JPEG, 800 px wide.
const pictures = import.meta.glob<Picture>("@content/photos/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}", {
  query: "?w=480;800;1200;1920&format=avif;webp&as=picture",
  import: "default",
  eager: true,
});

const fallbacks = import.meta.glob<string>("@content/photos/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}", {
  query: "?w=800&format=jpg",
  import: "default",
  eager: true,
});

const placeholders = import.meta.glob<string>("@content/photos/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}", {
  query: "?w=8&format=webp&quality=50&inline",
  import: "default",
  eager: true,
});

// A person's face: cut square around what draws the eye (sharp's
// "attention"), 112 and 224 px for a circle of 56 to 96 px at 1x and 2x,
// a few KB each instead of a whole photo.
const faces = import.meta.glob<Picture>("@content/photos/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}", {
  query: "?w=112;224&aspect=1:1&fit=cover&position=attention&format=avif;webp&as=picture",
  import: "default",
  eager: true,
});

// Drawn pictures (SVG) are served as they are: sharp at any size, a few KB.
const drawings = import.meta.glob<string>("@content/photos/*.{svg,SVG}", {
  // A file of its own, cached and saved offline like the photos, never inlined into the page.
  query: "?no-inline",
  import: "default",
  eager: true,
});

/** A drawing's proportions, from its viewBox. */
function drawingSize(file: string): { w: number; h: number } {
  const svg = readFileSync(join(contentDir, "photos", file), "utf8");
  const [, , w = 16, h = 9] = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  return { w, h };
}

/** The generated files of a photo file, by its name ("fog.jpg"). */
function generated<T>(files: Record<string, T>, name: string): T | undefined {
  return Object.entries(files).find(([path]) => path.endsWith(`/${name}`))?.[1];
}

/**
 * A photo as a page shows it, by its reference (content/schema.ts,
 * photoRef): a registered photo's id, with its own description; or an
 * uploaded file, described by `alt` (the field beside it).
 */
const registeredPhoto = (ref: string) =>
  isPhotoFile(ref) ? undefined : siteContent().photos.find((candidate) => candidate.id === ref);

/** The file in content/photos/ a reference names. */
const fileOf = (ref: string) => registeredPhoto(ref)?.file ?? uploadedFileName(ref);

export function photoData(ref: string, fallbackAlt?: string): PhotoData {
  const registered = registeredPhoto(ref);
  const file = fileOf(ref);
  const alt = registered?.alt ?? fallbackAlt ?? "";
  if (/\.svg$/i.test(file)) {
    const src = generated(drawings, file);
    if (!src) throw new Error(`Drawing "${ref}" is not in the build`);
    // Nothing to blur while a drawing loads: it is small and arrives at once.
    return { alt, sources: {}, img: { src, ...drawingSize(file) }, placeholder: NO_PICTURE };
  }
  const picture = generated(pictures, file);
  const fallback = generated(fallbacks, file);
  const placeholder = generated(placeholders, file);
  // The content check has seen every reference; this guards the glob itself.
  if (!picture || !fallback || !placeholder) throw new Error(`Photo "${ref}" has no generated image`);
  return {
    alt,
    sources: { avif: picture.sources.avif, webp: picture.sources.webp },
    // The size of the largest copy gives the photo's proportions.
    img: { src: fallback, w: picture.img.w, h: picture.img.h },
    placeholder,
  };
}

/** A content item's photo: its reference and, for an uploaded one, what it shows. */
export interface PhotoUse {
  image?: string;
  imageAlt?: string;
}

/** The photos a page shows, by reference: a route loader's return value. */
export function photoMap(uses: readonly (PhotoUse | string | undefined)[]): PhotoMap {
  return Object.fromEntries(
    uses.flatMap((use) => {
      const { image, imageAlt } = typeof use === "string" ? { image: use, imageAlt: undefined } : (use ?? {});
      return image ? [[image, photoData(image, imageAlt)]] : [];
    }),
  );
}

/** A photo of a person's face, cut square and small (a drawing as it is). */
export function faceData(ref: string): PhotoData {
  const photo = photoData(ref);
  // A drawing has no square cut: it is small already.
  const face = generated(faces, fileOf(ref));
  if (!face) return photo;
  return {
    ...photo,
    sources: { avif: face.sources.avif, webp: face.sources.webp },
    img: { src: photo.img.src, w: face.img.w, h: face.img.h },
  };
}

/** Everyone the content names (boards, komisariat), each with their figure of the kit, for the build. */
let figures: Map<string, Figure> | undefined;

/** How a person is drawn until they have a photo; none for an empty seat ("" or "-"). */
function figureOf(name: string): Figure | undefined {
  const named = name.trim();
  if (!named || named === "-") return undefined;
  if (!figures) {
    const { board, branches } = siteContent();
    figures = assignFigures([
      ...[board.current, board.outgoing].flatMap((term) => [
        term.chair.name,
        term.secretary.name,
        term.treasurer.name,
        ...term.fields.flatMap((field) => field.members.map((member) => member.name)),
      ]),
      ...branches.flatMap((branch) => [branch.coordinator, branch.caretakerChair, branch.caretakerSecretary]),
    ]);
  }
  return figures.get(named) ?? assignFigures([named]).get(named);
}

/** A person as a card shows them: their registered photo, when they have one, and their figure. */
export function personView({ name, position, photo }: Pick<Person, "name" | "position" | "photo">): PersonView {
  const figure = figureOf(name);
  return { name, position, ...(photo ? { photo: faceData(photo) } : {}), ...(figure ? { figure } : {}) };
}

/** A board's fields as the page lists them, each member with their face when they have one. */
export function fieldViews(board: Board): FieldView[] {
  return board.fields.map(({ title, members }) => ({ title, members: members.map(personView) }));
}
