// kartu/kegiatan-<slug>.jpg, kartu/berita-<slug>.jpg: the picture a shared
// link to an event or an article shows, drawn at build from its photo and
// title (lib/media/brand-images.server.ts).
import { siteContent } from "~/content/content.server";
import { shareCard } from "~/lib/media/brand-images.server";
import { formatLongDate } from "~/lib/dates/format";
import type { Route } from "./+types/share-card";

export async function loader({ params }: Route.LoaderArgs) {
  const { events, news } = siteContent();
  const name = params.file?.replace(/\.jpg$/, "") ?? "";
  const event = events.find((candidate) => `kegiatan-${candidate.slug}` === name);
  const article = news.find((candidate) => `berita-${candidate.slug}` === name);
  const card = event
    ? { eyebrow: formatLongDate(event.date), title: event.title, photo: event.image }
    : article
      ? { eyebrow: "Berita", title: article.title, photo: article.image }
      : null;
  if (!card) throw new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(await shareCard(card)), { headers: { "Content-Type": "image/jpeg" } });
}
