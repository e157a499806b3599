import type { Contact } from "~/content/schema";

type Coordinates = Contact["coordinates"];

/**
 * OpenStreetMap's embeddable map around a point: no account, no cookies,
 * no tracking script in our page (only inside its frame, once asked for).
 */
export function mapEmbedUrl({ latitude, longitude }: Coordinates): string {
  const box = [longitude - 0.008, latitude - 0.005, longitude + 0.008, latitude + 0.005].map((n) => n.toFixed(4));
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box.join("%2C")}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}

/** Opens the point in Google Maps: the app on most Android phones. */
export function mapsLink({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}

/** Searches Google Maps for a place by its name, in Wamena: for an event's venue, which has no point of its own. */
export function mapsSearchLink(place: string): string {
  const query = /wamena/i.test(place) ? place : `${place}, Wamena`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
