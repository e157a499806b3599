// kalender/<slug>.ics: one event for the visitor's calendar app
// (lib/calendar/calendar-file.ts). The calendar to subscribe to beside them,
// kalender/gmki-wamena.ics, is calendar-feed.ts.
import { siteContent } from "~/content/content.server";
import { calendarResponse } from "~/lib/calendar/calendar-file.server";
import type { Route } from "./+types/calendar";

export function loader({ params }: Route.LoaderArgs) {
  const event = siteContent().events.find((candidate) => `${candidate.slug}.ics` === params.file);
  if (!event) throw new Response("Not found", { status: 404 });
  return calendarResponse([event]);
}
