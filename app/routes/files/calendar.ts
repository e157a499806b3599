// kalender/<slug>.ics: one event for the visitor's calendar app (lib/calendar.ts).
import { siteContent } from "~/content/content.server";
import { buildDay } from "~/lib/build-day.server";
import { calendarFile } from "~/lib/calendar";
import { pageUrl, siteHost } from "~/lib/site-url.server";
import type { Route } from "./+types/calendar";

export function loader({ params }: Route.LoaderArgs) {
  const { events, site, contact } = siteContent();
  const event = events.find((candidate) => `${candidate.slug}.ics` === params.file);
  if (!event) throw new Response("Not found", { status: 404 });
  const file = calendarFile(event, {
    url: pageUrl("/kegiatan"),
    host: siteHost,
    // The start of the build day in Wamena: the same file for the same content and day.
    stamp: new Date(`${buildDay}T00:00:00+09:00`),
    organizer: { name: site.name, email: contact.email },
  });
  return new Response(file, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
