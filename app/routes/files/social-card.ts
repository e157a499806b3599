// /social-card.jpg: the picture a shared link shows (lib/media/brand-images.server.ts).
import { socialCard } from "~/lib/media/brand-images.server";

export async function loader() {
  return new Response(new Uint8Array(await socialCard()), { headers: { "Content-Type": "image/jpeg" } });
}
