/**
 * The calendar files as the build writes them: this site's address,
 * organiser and day; while the events are samples (app/content/samples.ts),
 * each one's title marked, its description opening with the note, and
 * TENTATIVE; the organiser's e-mail once it is no sample.
 */
import { siteContent, siteSamples } from "~/content/content.server";
import { EVENT } from "~/content/samples";
import type { Event } from "~/content/schema";
import { buildDay } from "../dates/build-day.server";
import { eventPath } from "../pages/addresses";
import { calendarFile, type CalendarFileOptions } from "./calendar-file";
import { pageUrl, siteHost } from "../pages/site-url.server";

export function calendarResponse(events: readonly Event[], feed?: CalendarFileOptions["feed"]): Response {
  const { site, contact } = siteContent();
  const samples = siteSamples();
  const file = calendarFile(
    events.map((event) => ({ ...event, title: samples.title(event.title, EVENT) })),
    {
      urlOf: (event) => pageUrl(eventPath(event.slug)),
      host: siteHost,
      // The start of the build day in Wamena: the same file for the same content and day.
      stamp: new Date(`${buildDay}T00:00:00+09:00`),
      organizer: { name: site.name, ...(samples.has("contact.json#email") ? {} : { email: contact.email }) },
      feed,
      preview: samples.copyNote([{ place: EVENT, what: "kegiatan ini" }]),
    },
  );
  return new Response(file, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
