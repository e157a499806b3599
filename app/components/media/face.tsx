import { cn } from "~/lib/cn";
import type { PhotoData } from "~/lib/media/photo-data";

/**
 * A face in a small circle, inline with words (a byline): the picture
 * alone, without Photo's frame, so it may sit inside a paragraph.
 */
export function Face({ photo, className }: { photo: PhotoData; className?: string }) {
  return (
    <picture>
      {photo.sources.avif && <source type="image/avif" srcSet={photo.sources.avif} sizes="56px" />}
      {photo.sources.webp && <source type="image/webp" srcSet={photo.sources.webp} sizes="56px" />}
      <img
        src={photo.img.src}
        width={photo.img.w}
        height={photo.img.h}
        alt=""
        decoding="async"
        className={cn("inline-block rounded-full object-cover", className)}
      />
    </picture>
  );
}
