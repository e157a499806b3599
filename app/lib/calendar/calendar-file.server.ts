/** The calendar files as the build writes them: this site's address, organiser and day, and its preview note. */
import { siteContent } from "~/content/content.server";
import type { Event } from "~/content/schema";
import { buildDay } from "../dates/build-day.server";
import { previewNote } from "../page-data/preview.server";
import { eventPath } from "../pages/addresses";
import { calendarFile, type CalendarFileOptions } from "./calendar-file";
import { pageUrl, siteHost } from "../pages/site-url.server";

export function calendarResponse(events: readonly Event[], feed?: CalendarFileOptions["feed"]): Response {
  const { site, contact, toConfirm } = siteContent();
  const file = calendarFile(events, {
    urlOf: (event) => pageUrl(eventPath(event.slug)),
    host: siteHost,
    // The start of the build day in Wamena: the same file for the same content and day.
    stamp: new Date(`${buildDay}T00:00:00+09:00`),
    organizer: { name: site.name, email: contact.email },
    feed,
    preview: previewNote(toConfirm, site.name, [{ row: "kegiatan-berita", what: "kegiatan ini" }]),
  });
  return new Response(file, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
