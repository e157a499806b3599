// kalender/gmki-wamena.ics: every event, past and upcoming, as a calendar
// to subscribe to ("Langganan kalender" on /kegiatan). Oldest first.
import { siteContent } from "~/content/content.server";
import { calendarResponse } from "~/lib/calendar/calendar-file.server";

export function loader() {
  const { events, site } = siteContent();
  const byDate = [...events].sort((a, b) => `${a.date}${a.startTime}`.localeCompare(`${b.date}${b.startTime}`));
  return calendarResponse(byDate, {
    name: `Kegiatan ${site.name}`,
    description: `Ibadah, pendidikan kader, dan pelayanan sosial ${site.name}. Jadwal di kalender Anda ikut diperbarui bila kami mengubahnya.`,
  });
}
