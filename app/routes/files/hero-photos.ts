// foto-beranda.json (heroPhotosPath): the home carousel's photos after the first. They wait
// their turn, so they stay out of the home page's HTML (1.8 KB less, which
// lets the page arrive in one round trip); the carousel fetches this file
// once it has started (components/home/hero-carousel.tsx).
import { siteContent } from "~/content/content.server";
import { photoData } from "~/lib/media/photos.server";

export function loader() {
  const later = siteContent()
    .home.heroPhotos.slice(1)
    .map(({ photo }) => photoData(photo));
  return Response.json(later);
}
