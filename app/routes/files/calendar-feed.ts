// kalender/gmki-wamena.ics: the upcoming events and those of the last
// CALENDAR_RECENT_DAYS, as a calendar to subscribe to ("Langganan kalender" on
// /kegiatan). Oldest first. A calendar app polls it for years: it stays one
// size, and an event once held stays in the subscriber's calendar as it was.
import { EVENT, siteContent, siteSamples } from "~/content/content.server";
import { calendarResponse } from "~/lib/calendar/calendar-file.server";
import { buildDay } from "~/lib/dates/build-day.server";
import { calendarSince } from "~/lib/page-data/archive.server";

export function loader() {
  const { events, site } = siteContent();
  const since = calendarSince(buildDay);
  const byDate = events
    .filter((event) => event.date >= since)
    .sort((a, b) => `${a.date}${a.startTime}`.localeCompare(`${b.date}${b.startTime}`));
  return calendarResponse(byDate, {
    name: `Kegiatan ${site.name}`,
    description: [
      siteSamples().copyNote([{ place: EVENT, what: "kegiatan di kalender ini" }]),
      `Ibadah, pendidikan kader, dan pelayanan sosial ${site.name}. Jadwal di kalender Anda ikut diperbarui bila kami mengubahnya.`,
    ]
      .filter(Boolean)
      .join(" "),
  });
}
