/**
 * Events for the visitor's own calendar: iCalendar files (RFC 5545) made at
 * build, one per event (routes/files/calendar.ts) and one feed with every
 * event to subscribe to (routes/files/calendar-feed.ts), and a link that
 * opens Google Calendar with an event filled in.
 *
 * Written here rather than with a library (docs/decisions/0002): `ics`
 * folds long lines every 75 characters where RFC 5545 asks for 75 octets;
 * ical-generator folds by octets but writes DTSTAMP in the build machine's
 * local time and leaves the feed's name and control characters unescaped.
 */

/**
 * What a calendar file says of an event: the content's Event has these
 * fields. Declared here rather than imported, so that this module stays
 * self-contained: the content check imports the feed's address from it
 * (app/content/layers.test.ts).
 */
export interface CalendarEvent {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** "17.00", WIT. */
  startTime: string;
  endTime?: string;
  location: string;
  description: string;
  category: string;
}

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

/** "2026-12-12", "17.00" -> "20261212T170000" (local time in Wamena). */
const localDateTime = (date: string, time: string) => `${date.replace(/-/g, "")}T${time.replace(".", "")}00`;

/** A moment in UTC, "20261122T000000Z". */
const utcDateTime = (moment: Date) => `${moment.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** Characters no content line may hold (RFC 5545 §3.1): C0 controls and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * TEXT values: backslash, semicolon, comma and line breaks escaped (RFC
 * 5545 §3.3.11); a break of any kind (CRLF, CR, LF) becomes "\n", and other
 * control characters, which no content line may hold, a space.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(CONTROL_CHARACTERS, " ");
}

/** A parameter's value (ORGANIZER's CN): quoted, so no quote, break or control character inside (RFC 5545 §3.2). */
const paramValue = (value: string) => `"${value.replace(CONTROL_CHARACTERS, " ").replace(/"/g, " ")}"`;

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
  /** An event's own page, e.g. "https://gmkiwamena.org/kegiatan/natal-2026/": a calendar app links to it. */
  urlOf: (event: CalendarEvent) => string;
  /** Host for the UIDs, stable across builds: "gmkiwamena.org". */
  host: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** Who organises them; the ORGANIZER line only with an e-mail address (RFC 5545 gives it as its value). */
  organizer: { name: string; email?: string };
  /** For a feed to subscribe to: the name and description calendar apps show. */
  feed?: { name: string; description: string };
  /**
   * While the site is a preview, the sentence that says so: the events are
   * then TENTATIVE, and each one's description opens with it.
   */
  preview?: string | null;
}

/**
 * A feed tells calendar apps its name (RFC 7986 NAME, and the X-WR- lines
 * Google and Apple read) and to fetch it again daily: the site is rebuilt
 * every night.
 */
const feedLines = (feed: { name: string; description: string }) => [
  `NAME:${escapeText(feed.name)}`,
  `X-WR-CALNAME:${escapeText(feed.name)}`,
  `DESCRIPTION:${escapeText(feed.description)}`,
  `X-WR-CALDESC:${escapeText(feed.description)}`,
  `X-WR-TIMEZONE:${TZID}`,
  "REFRESH-INTERVAL;VALUE=DURATION:P1D",
  "X-PUBLISHED-TTL:P1D",
];

/**
 * An iCalendar file of events: CRLF line ends, folded lines, escaped text.
 * Each event's UID is its slug at the site's host, so a subscribed calendar
 * updates an event it already has instead of adding it twice.
 */
export function calendarFile(
  events: readonly CalendarEvent[],
  { urlOf, host, stamp, organizer, feed, preview }: CalendarFileOptions,
): string {
  const note = (text: string) => (preview ? `${preview}\n\n${text}` : text);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(organizer.name)}//Situs Web//ID`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(feed ? feedLines(feed) : []),
    ...VTIMEZONE,
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.slug}@${host}`,
      `DTSTAMP:${utcDateTime(stamp)}`,
      `DTSTART;TZID=${TZID}:${localDateTime(event.date, event.startTime)}`,
      ...(event.endTime ? [`DTEND;TZID=${TZID}:${localDateTime(event.date, event.endTime)}`] : []),
      `SUMMARY:${escapeText(event.title)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(note(event.description))}`,
      `CATEGORIES:${escapeText(event.category)}`,
      ...(organizer.email ? [`ORGANIZER;CN=${paramValue(organizer.name)}:mailto:${organizer.email}`] : []),
      `URL:${urlOf(event)}`,
      preview ? "STATUS:TENTATIVE" : "STATUS:CONFIRMED",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** Opens Google Calendar's "new event" form with the event filled in. */
export function googleCalendarUrl(event: CalendarEvent, details: string): string {
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
