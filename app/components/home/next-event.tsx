import { CalendarClock, MapPin } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useToday } from "~/hooks/use-today";
import { upcoming } from "~/lib/dates/upcoming";
import { eventPath } from "~/lib/pages/addresses";
import { When, type AgendaItem } from "./agenda-section";

/**
 * The next event in the hero, on the first screen of a phone: what, which
 * day, what time, where. Nothing when nothing is scheduled; the agenda
 * below says so.
 */
export function NextEvent({ events, buildDay }: { events: readonly AgendaItem[]; buildDay: string }) {
  const [next] = upcoming(events, useToday(buildDay));
  if (!next) return null;
  return (
    <Link
      to={eventPath(next.slug)}
      className="group mt-5 block max-w-md rounded-2xl bg-brand-950/70 p-3.5 ring-1 ring-white/20 backdrop-blur-sm hover:bg-brand-950/85 sm:mt-7 sm:p-4"
    >
      <span className="eyebrow text-xs text-accent-400">Kegiatan berikutnya</span>
      <span className="mt-1 block font-semibold text-white group-hover:underline">{next.title}</span>
      <span className="mt-1 flex items-start gap-1.5 text-sm text-white/90">
        <Icon icon={CalendarClock} className="mt-0.5 size-4 shrink-0 text-accent-400" />
        <When event={next} />
      </span>
      <span className="mt-0.5 flex items-start gap-1.5 text-sm text-white/90">
        <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-accent-400" />
        {next.location}
      </span>
    </Link>
  );
}
