/** The calendar files as the build writes them: this site's address, organiser and day. */
import { siteContent } from "~/content/content.server";
import type { Event } from "~/content/schema";
import { buildDay } from "../dates/build-day.server";
import { calendarFile, type CalendarFileOptions } from "./calendar-file";
import { pageUrl, siteHost } from "../meta/site-url.server";

export function calendarResponse(events: readonly Event[], feed?: CalendarFileOptions["feed"]): Response {
  const { site, contact } = siteContent();
  const file = calendarFile(events, {
    url: pageUrl("/kegiatan"),
    host: siteHost,
    // The start of the build day in Wamena: the same file for the same content and day.
    stamp: new Date(`${buildDay}T00:00:00+09:00`),
    organizer: { name: site.name, email: contact.email },
    feed,
  });
  return new Response(file, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
