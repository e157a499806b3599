// Only /kegiatan builds these: a module of their own keeps the Google
// Calendar and WhatsApp code out of the chunk the home page shares.
import type { Event } from "~/content/schema";
import { calendarFilePath, googleCalendarUrl } from "./calendar";
import { whatsappHref } from "./contact";
import { formatLongDate } from "./dates";

/** What an upcoming event offers beyond its details. */
export interface EventLinks {
  /** The event's .ics file on this site. */
  calendarFile: string;
  /** Google Calendar's form, filled in. */
  googleCalendar: string;
  /** A WhatsApp message to the organisers, naming the event. */
  whatsapp: string;
}

/**
 * What an event still to come offers: its calendar file on this site,
 * Google Calendar's form filled in (its details link to `page` rather than
 * repeat the description), and a sign-up message to `number` on WhatsApp.
 */
export function eventLinks(event: Event, { number, page }: { number: string; page: string }): EventLinks {
  return {
    calendarFile: `${import.meta.env.BASE_URL}${calendarFilePath(event)}`,
    googleCalendar: googleCalendarUrl(event, page),
    whatsapp: whatsappHref(
      number,
      `Shalom, saya ingin mendaftar untuk kegiatan “${event.title}” (${formatLongDate(event.date)}).`,
    ),
  };
}
