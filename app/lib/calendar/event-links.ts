// Only pages that list or show events build these: a module of their own
// keeps the Google Calendar code out of the chunk the home page shares.
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
 * event's own page) rather than repeat the description.
 */
export function eventLinks(event: Event, page: string): EventLinks {
  return {
    calendarFile: sitePath(calendarFilePath(event)),
    googleCalendar: googleCalendarUrl(event, page),
  };
}
