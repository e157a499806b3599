import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Event } from "~/content/schema";
import { calendarFile, escapeText, foldLine, googleCalendarUrl } from "./calendar-file";

const event: Event = {
  slug: "natal-2026",
  title: "Ibadah dan Perayaan Natal Bersama; Mahasiswa, Alumni & Senior",
  date: "2026-12-12",
  startTime: "17.00",
  endTime: "21.00",
  location: "Aula STT Arastamar, Jl. Gatot Subroto, Wamena",
  participants: 200,
  category: "Kerohanian",
  description:
    "Ibadah Natal bersama seluruh komisariat – pujian, firman dan kasih.\nBawa satu bingkisan untuk anak-anak panti asuhan di Sinakma; “Yesus lahir bagi kita”.",
  image: "kabut-pagi",
};

const options = {
  urlOf: (event: { slug: string }) => `https://gmkiwamena.org/kegiatan/${event.slug}/`,
  host: "gmkiwamena.org",
  stamp: new Date("2026-11-22T03:04:05.678Z"),
  organizer: { name: "GMKI Cabang Wamena", email: "gmkiwamena@gmail.com" },
};

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("calendarFile", () => {
  const file = calendarFile([event], options);

  it("ends every line with CRLF and keeps each within 75 octets", () => {
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of file.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("parses back (ical.js) to the event, in Wamena's time zone", () => {
    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Asia/Jayapura");
    if (zone) ICAL.TimezoneService.register(zone);

    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(vevent.uid).toBe("natal-2026@gmkiwamena.org");
    expect(vevent.summary).toBe(event.title);
    expect(vevent.location).toBe(event.location);
    expect(vevent.description).toBe(event.description);
    expect(vevent.startDate.toString()).toBe("2026-12-12T17:00:00");
    expect(vevent.startDate.zone?.tzid).toBe("Asia/Jayapura");
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2026-12-12T08:00:00.000Z");
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2026-12-12T12:00:00.000Z");
    const stamp = vevent.component.getFirstPropertyValue("dtstamp") as ICAL.Time;
    expect(stamp.toString()).toBe("2026-11-22T03:04:05Z");
  });

  it("links each event to its own page, and is CONFIRMED once nothing on the site is a sample", () => {
    const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("url")).toBe("https://gmkiwamena.org/kegiatan/natal-2026/");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstPropertyValue("description")).toBe(event.description);
  });

  it("while the site is a preview, is TENTATIVE and says so before the description", () => {
    const preview = "Pratinjau: kegiatan ini masih contoh sampai dipastikan pengurus cabang.";
    const vevent = new ICAL.Component(ICAL.parse(calendarFile([event], { ...options, preview }))).getFirstSubcomponent(
      "vevent",
    )!;
    expect(vevent.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(vevent.getFirstPropertyValue("description")).toBe(`${preview}\n\n${event.description}`);
  });

  it("leaves DTEND out when the event has no end time", () => {
    const open = calendarFile([{ ...event, endTime: undefined }], options);
    expect(open).not.toContain("DTEND");
    expect(open).toContain("DTSTART;TZID=Asia/Jayapura:20261212T170000\r\n");
  });
});

describe("the calendar feed", () => {
  const paskah: Event = {
    ...event,
    slug: "paskah-2027",
    title: "Ibadah Paskah",
    date: "2027-03-28",
    startTime: "06.00",
    endTime: undefined,
  };
  const feed = { name: "Kegiatan GMKI Cabang Wamena", description: "Diperbarui setiap hari." };
  const events = (stamp: Date) => {
    const calendar = new ICAL.Component(ICAL.parse(calendarFile([event, paskah], { ...options, stamp, feed })));
    return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
  };

  it("holds every event, named for calendar apps and refreshed daily", () => {
    const { calendar, events: parsed } = events(options.stamp);
    expect(parsed.map((vevent) => vevent.summary)).toEqual([event.title, "Ibadah Paskah"]);
    expect(calendar.getFirstPropertyValue("name")).toBe(feed.name);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(feed.name);
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("P1D");
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(1);
  });

  it("keeps each event's UID from one build to the next, so subscribers update rather than duplicate", () => {
    const today = events(options.stamp).events;
    const tomorrow = events(new Date("2026-11-23T00:00:00+09:00")).events;
    expect(today.map((vevent) => vevent.uid)).toEqual(["natal-2026@gmkiwamena.org", "paskah-2027@gmkiwamena.org"]);
    expect(tomorrow.map((vevent) => vevent.uid)).toEqual(today.map((vevent) => vevent.uid));
  });

  it("a single event's file is not a feed", () => {
    expect(calendarFile([event], options)).not.toMatch(/X-WR-CALNAME|REFRESH-INTERVAL/);
  });
});

describe("foldLine", () => {
  it("never splits a multi-byte character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    for (const line of folded.split("\r\n")) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(100)}`);
  });

  it("leaves short lines alone", () => {
    expect(foldLine("SUMMARY:Natal")).toBe("SUMMARY:Natal");
  });
});

describe("escapeText", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("turns a lone CR or CRLF into an escaped break, other control characters into spaces", () => {
    expect(escapeText("a\rb\r\nc\td\u0000e")).toBe("a\\nb\\nc d e");
  });
});

describe("calendarFile with line breaks where none belong", () => {
  it("a name, title and place with breaks and quotes still make a file calendar apps read", () => {
    const odd = calendarFile(
      [{ ...event, title: "Natal\rBersama", location: "Aula\r\nSTT", description: "Satu\rdua" }],
      { ...options, organizer: { name: 'GMKI\nCabang "Wamena"\r', email: "gmkiwamena@gmail.com" } },
    );
    expect(odd.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(odd));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(vevent.summary).toBe("Natal\nBersama");
    expect(vevent.location).toBe("Aula\nSTT");
    expect(vevent.component.getFirstProperty("organizer")?.getParameter("cn")).toBe("GMKI Cabang  Wamena  ");
  });
});

describe("googleCalendarUrl", () => {
  it("fills Google Calendar's form with title, times in WIT, place and details", () => {
    const url = new URL(googleCalendarUrl(event, "Info: https://gmkiwamena.org/kegiatan/"));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("dates")).toBe("20261212T170000/20261212T210000");
    expect(url.searchParams.get("ctz")).toBe("Asia/Jayapura");
    expect(url.searchParams.get("location")).toBe(event.location);
  });
});
