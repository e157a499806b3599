import { MapPin } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SectionHeading, type HeadingText } from "~/components/ui/section-heading";
import type { Event } from "~/content/schema";
import { useToday } from "~/hooks/use-today";
import { dateParts, formatLongDate, formatTimeRange, toDateTime } from "~/lib/dates";
import { upcoming } from "~/lib/events";

/** What the agenda shows of an event. */
export type AgendaItem = Pick<Event, "slug" | "title" | "date" | "startTime" | "endTime" | "location">;

/** How many events the agenda shows. */
export const AGENDA_LENGTH = 3;

interface UpcomingEventsSectionProps {
  heading: HeadingText;
  /** Events still to come on the build day; the agenda shows the next few on the visitor's day. */
  events: readonly AgendaItem[];
  /** The day the page was built as of, "YYYY-MM-DD". */
  buildDay: string;
}

/** The next events, as a short agenda. */
export function UpcomingEventsSection({ heading, events, buildDay }: UpcomingEventsSectionProps) {
  const next = upcoming(events, useToday(buildDay)).slice(0, AGENDA_LENGTH);
  return (
    <section aria-labelledby="agenda" className="bg-brand-50 py-16 lg:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <SectionHeading id="agenda" {...heading} />
          <Link to="/kegiatan" className={buttonClass("outline", "mt-8")}>
            Semua kegiatan
          </Link>
        </div>
        {next.length > 0 ? (
          <ol className="space-y-4">
            {next.map((event) => {
              const { day, month } = dateParts(event.date);
              return (
                <li key={event.slug} className="flex gap-5 rounded-card bg-white p-5 shadow-card">
                  <span
                    aria-hidden="true"
                    className="flex w-16 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-900 py-2 text-white"
                  >
                    <span className="text-2xl leading-none font-extrabold">{day}</span>
                    <span className="mt-1 text-sm font-semibold text-accent-400 uppercase">{month}</span>
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-lg leading-snug">{event.title}</h3>
                    <p className="mt-1 text-muted">
                      <time dateTime={toDateTime(event.date, event.startTime)}>
                        {formatLongDate(event.date)}, {formatTimeRange(event.startTime, event.endTime)}
                      </time>
                    </p>
                    <p className="mt-1 flex items-start gap-1.5 text-muted">
                      <Icon icon={MapPin} className="mt-1 size-4 shrink-0" />
                      {event.location}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="self-center text-lg text-muted">
            Belum ada kegiatan terjadwal. Ikuti media sosial kami untuk kabar berikutnya.
          </p>
        )}
      </div>
    </section>
  );
}
