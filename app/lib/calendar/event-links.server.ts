// "Simpan ke Kalender" of an event, made by the loaders of the pages that
// show events.
import { EVENT, type Samples } from "~/content/samples";
import type { Event } from "~/content/schema";
import { calendarFilePath, sitePath } from "../pages/addresses";
import { googleCalendarUrl } from "./calendar-file";

/** What an upcoming event offers beyond its details. */
export interface EventLinks {
  /** The event's .ics file on this site. */
  calendarFile: string;
  /** Google Calendar's form, filled in. */
  googleCalendar: string;
}

/**
 * What an event still to come offers: its calendar file on this site, and
 * Google Calendar's form filled in, whose details link to `page` (the
 * event's own page) rather than repeat the description. While the event is
 * a sample, Google Calendar's title and details say so, as the file does.
 */
export function eventLinks(event: Event, page: string, samples: Samples): EventLinks {
  const note = samples.copyNote([{ place: EVENT, what: "kegiatan ini" }]);
  return {
    calendarFile: sitePath(calendarFilePath(event)),
    googleCalendar: googleCalendarUrl(
      { ...event, title: samples.title(event.title, EVENT) },
      samples.has(EVENT) && note ? `${note}\n\n${page}` : page,
    ),
  };
}
