import { ArrowRight, CalendarClock } from "lucide";
import { buttonClass } from "~/components/ui/button";
import { DateTile } from "~/components/ui/date-tile";
import { Icon } from "~/components/ui/icon";
import type { Event, Program } from "~/content/schema";
import { formatLongDate, formatTimeRange, toDateTime } from "~/lib/dates/format";
import { upcoming } from "~/lib/dates/upcoming";
import { ForeignTerms } from "~/components/text/foreign-terms";
import { SampleNote } from "~/components/layout/sample-note";
import { sitePath } from "~/lib/pages/addresses";
import { AGENDA, AGENDA_DAY, AGENDA_NONE, AGENDA_SHOWS, hook } from "~/lib/browser/hooks";

/** What the agenda shows of an event. */
type AgendaItem = Pick<Event, "slug" | "title" | "date" | "startTime" | "endTime" | "location" | "category">;

/** How many events the agenda shows, as lines. */
const AGENDA_LENGTH = 3;

interface AgendaSectionProps {
  /** Events still to come on the build day; the agenda shows the next few on the visitor's day. */
  events: readonly AgendaItem[];
  /** The day the page was built as of, "YYYY-MM-DD". */
  buildDay: string;
  /** The regular programmes: what happens every week or month. */
  programs: readonly Pick<Program, "title" | "schedule" | "location">[];
  /** While the programmes are samples, the note beside them. */
  programsNote: string | null;
  /** What the agenda says when nothing is coming. */
  none: string;
}

/** "Sabtu, 14 Maret 2026, 08.00–16.00 WIT", the time kept on one line. */
function When({ event }: { event: AgendaItem }) {
  return (
    <time dateTime={toDateTime(event.date, event.startTime)}>
      {formatLongDate(event.date)},{" "}
      <span className="whitespace-nowrap">{formatTimeRange(event.startTime, event.endTime)}</span>
    </time>
  );
}

/** How many events the agenda keeps in its page beyond those it shows, for a visitor's later day. */
const AGENDA_AHEAD = 6;

function AgendaEntry({ event }: { event: AgendaItem }) {
  return (
    <li {...hook(AGENDA_DAY, event.date)} className="flex gap-4 py-2.5">
      <DateTile date={event.date} className="w-12 py-1.5 [&>span:first-child]:text-xl" />
      <div className="min-w-0">
        <h3 className="text-base leading-snug">
          <ForeignTerms>{event.title}</ForeignTerms>
        </h3>
        <p className="text-sm text-muted">
          <When event={event} />
        </p>
      </div>
    </li>
  );
}

/**
 * What is happening: the next events and the regular schedule. Near the
 * top of the home page, so a visitor sees a living branch. Prerendered as
 * of the build day; the home page's script keeps it to the visitor's day
 * (app/lib/browser/visitors-day.ts), taking the next ones from the
 * <template> as the first pass.
 */
export function AgendaSection({ events, buildDay, programs, programsNote, none }: AgendaSectionProps) {
  const coming = upcoming(events, buildDay).slice(0, AGENDA_LENGTH + AGENDA_AHEAD);
  const shown = coming.slice(0, AGENDA_LENGTH);
  const later = coming.slice(AGENDA_LENGTH);
  return (
    <div className="bg-brand-50">
      <div className="container-page grid gap-8 pt-5 pb-8 sm:py-10 lg:grid-cols-[3fr_2fr] lg:gap-14 lg:py-16">
        <section aria-labelledby="agenda" {...hook(AGENDA, buildDay)} {...hook(AGENDA_SHOWS, AGENDA_LENGTH)}>
          {/* On a phone the heading alone: the next activity belongs on the first screen. */}
          <p className="eyebrow text-accent-700 max-sm:hidden">Agenda</p>
          <h2 id="agenda" className="text-2xl sm:mt-1 sm:text-3xl">
            Kegiatan terdekat
          </h2>
          <ol hidden={shown.length === 0} className="mt-3 divide-y divide-brand-100">
            {shown.map((event) => (
              <AgendaEntry key={event.slug} event={event} />
            ))}
          </ol>
          {later.length > 0 && (
            <template>
              {later.map((event) => (
                <AgendaEntry key={event.slug} event={event} />
              ))}
            </template>
          )}
          <p {...hook(AGENDA_NONE)} hidden={shown.length > 0} className="mt-5 text-lg text-muted">
            {none}
          </p>
          <a className={buttonClass({ variant: "secondary", wide: true }, "mt-4")} href={sitePath("/kegiatan")}>
            Semua Kegiatan <Icon icon={ArrowRight} className="size-5" />
          </a>
        </section>

        {programs.length > 0 && (
          <section aria-labelledby="rutin">
            <p className="eyebrow text-accent-700">Program Rutin</p>
            <h2 id="rutin" className="mt-1 text-2xl sm:text-3xl">
              Setiap minggu dan bulan
            </h2>
            <ul className="mt-4 divide-y divide-brand-100 rounded-card bg-white px-4 shadow-card sm:px-5">
              {programs.map((program) => (
                <li key={program.title} className="py-2.5">
                  <h3 className="text-base">
                    <ForeignTerms>{program.title}</ForeignTerms>
                  </h3>
                  <p className="mt-0.5 text-sm text-muted">
                    <span className="font-semibold text-brand-700">
                      <Icon icon={CalendarClock} className="mr-1 inline size-4 align-[-0.15em]" />
                      <ForeignTerms>{program.schedule}</ForeignTerms>
                    </span>
                    <span aria-hidden="true"> · </span>
                    <ForeignTerms>{program.location}</ForeignTerms>
                  </p>
                </li>
              ))}
            </ul>
            <SampleNote note={programsNote} className="mt-2" />
          </section>
        )}
      </div>
    </div>
  );
}
