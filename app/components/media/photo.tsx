import { cn } from "~/lib/cn";
import type { PhotoData } from "~/lib/media/photo-data";

interface PhotoProps {
  photo: PhotoData;
  /** How wide the photo is shown, for choosing a source: "(min-width: 64rem) 33vw, 100vw". */
  sizes: string;
  /** The page's main image: fetched first, never lazily. Only one per page;
      pair it with preloadPhoto() in the route's meta. */
  priority?: boolean;
  /** Also in a phone's first screen, after the main image: loaded at once, not first. */
  eager?: boolean;
  /** Empty for a photo that only decorates; the photo's description otherwise. */
  alt?: string;
  /** Classes of the frame; the photo fills it (object-fit: cover). */
  className?: string;
}

/**
 * A photo in AVIF, WebP or JPEG, whichever the browser takes, in the size
 * the screen needs. A few blurred pixels of it show while it loads; below
 * the fold it loads only when scrolled near. When the browser asks to save
 * data, the page script makes those take the smallest width
 * (app/lib/browser/save-data.ts); the page's main image keeps its size.
 */
export function Photo({ photo, sizes, priority = false, eager = false, alt = photo.alt, className }: PhotoProps) {
  return (
    <div className={cn("relative overflow-hidden bg-brand-100", className)}>
      <img src={photo.placeholder} alt="" className="absolute inset-0 size-full object-cover" />
      <picture>
        {photo.sources.avif && <source type="image/avif" srcSet={photo.sources.avif} sizes={sizes} />}
        {photo.sources.webp && <source type="image/webp" srcSet={photo.sources.webp} sizes={sizes} />}
        <img
          src={photo.img.src}
          width={photo.img.w}
          height={photo.img.h}
          alt={alt}
          loading={priority || eager ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? "sync" : "async"}
          className="relative size-full object-cover"
        />
      </picture>
    </div>
  );
}
