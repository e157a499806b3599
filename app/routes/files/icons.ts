// The emblem as PNG icons: icons/icon-192.png, icons/icon-512.png,
// icons/maskable-512.png and apple-touch-icon.png (lib/media/brand-images.server.ts).
import { icon, ICONS, type IconFile } from "~/lib/media/brand-images.server";
import { requestPath } from "~/lib/meta/page-meta.server";
import type { Route } from "./+types/icons";

export async function loader({ url }: Route.LoaderArgs) {
  const file = requestPath(url).slice(1);
  if (!(file in ICONS)) throw new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(await icon(file as IconFile)), { headers: { "Content-Type": "image/png" } });
}
