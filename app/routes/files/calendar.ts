// kalender/<slug>.ics: one event for the visitor's calendar app
// (lib/calendar/calendar-file.ts); and kalender/gmki-wamena.ics, the calendar
// to subscribe to (calendar-feed.ts): one route for both keeps the route list
// every page with React downloads one entry shorter.
import { siteContent } from "~/content/content.server";
import { calendarResponse } from "~/lib/calendar/calendar-file.server";
import { calendarFeedPath } from "~/lib/pages/addresses";
import { loader as feedLoader } from "./calendar-feed";
import type { Route } from "./+types/calendar";

export function loader({ params }: Route.LoaderArgs) {
  if (`kalender/${params.file}` === calendarFeedPath) return feedLoader();
  const event = siteContent().events.find((candidate) => `${candidate.slug}.ics` === params.file);
  if (!event) throw new Response("Not found", { status: 404 });
  return calendarResponse([event]);
}
