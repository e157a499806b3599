/**
 * An event for the visitor's own calendar: an iCalendar file (RFC 5545)
 * made at build for each event (routes/files/calendar.ts), and a link that
 * opens Google Calendar with the event filled in.
 *
 * Written here rather than with the `ics` package: it folds long lines
 * every 75 characters, and RFC 5545 asks for 75 octets, which Indonesian
 * text with a dash or an accented name exceeds.
 */
import type { Event } from "~/content/schema";

/** Wamena's zone. WIT has been UTC+9 all year, without daylight saving, since 1964. */
const TZID = "Asia/Jayapura";

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0900",
  "TZOFFSETTO:+0900",
  "TZNAME:WIT",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** Where an event's file is, under the site's base: "kalender/natal-2026.ics". */
export const calendarFilePath = (event: Pick<Event, "slug">) => `kalender/${event.slug}.ics`;

/** "2026-12-12", "17.00" -> "20261212T170000" (local time in Wamena). */
const localDateTime = (date: string, time: string) => `${date.replace(/-/g, "")}T${time.replace(".", "")}00`;

/** A moment in UTC, "20261122T000000Z". */
const utcDateTime = (moment: Date) => `${moment.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Splits a content line into lines of at most 75 octets, each continuation
 * starting with a space (RFC 5545 §3.1), never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; later ones 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export interface CalendarFileOptions {
  /** The event's page, e.g. "https://gmkiwamena.org/kegiatan/". */
  url: string;
  /** Host for the UID, stable across builds: "gmkiwamena.org". */
  host: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** Who organises it. */
  organizer: { name: string; email: string };
}

/** The .ics file of one event: CRLF line ends, folded lines, escaped text. */
export function calendarFile(event: Event, { url, host, stamp, organizer }: CalendarFileOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(organizer.name)}//Situs Web//ID`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.slug}@${host}`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    `DTSTART;TZID=${TZID}:${localDateTime(event.date, event.startTime)}`,
    ...(event.endTime ? [`DTEND;TZID=${TZID}:${localDateTime(event.date, event.endTime)}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `ORGANIZER;CN="${organizer.name.replace(/"/g, "'")}":mailto:${organizer.email}`,
    `URL:${url}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** Opens Google Calendar's "new event" form with the event filled in. */
export function googleCalendarUrl(event: Event, details: string): string {
  const start = localDateTime(event.date, event.startTime);
  const end = localDateTime(event.date, event.endTime || event.startTime);
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${start}/${end}`,
    ctz: TZID,
    location: event.location,
    details,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
