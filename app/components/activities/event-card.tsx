import { ArrowRight, Clock, MapPin, Users } from "lucide";
import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import { Photo } from "~/components/media/photo";
import { buttonClass } from "~/components/ui/button";
import { DateTile } from "~/components/ui/date-tile";
import { Icon } from "~/components/ui/icon";
import type { Event } from "~/content/schema";
import { formatLongDate, formatTimeRange, toDateTime } from "~/lib/dates/format";
import type { EventLinks } from "~/lib/calendar/event-links.server";
import type { PhotoData } from "~/lib/media/photo-data";
import { ForeignTerms } from "~/components/text/foreign-terms";
import { CalendarChoice } from "./calendar-choice";
import { CategoryBadge } from "./category-badge";
import { KindDrawing } from "./kind-drawing";
import { sitePath } from "~/lib/pages/addresses";
import { ACTIVITIES_ACTIONS, ACTIVITIES_PAST_LINKS, ACTIVITIES_PAST_TEXT, hook } from "~/lib/browser/hooks";

function Detail({ icon, label, children }: { icon: IconNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-brand-600">
        <Icon icon={icon} className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

interface EventCardProps {
  event: Event;
  /** The event's own page (/kegiatan/<slug>). */
  href: string;
  /** A photo of the event; without one the card starts with its words. */
  photo?: PhotoData;
  /** Upcoming events offer "Daftar" and a place in the visitor's calendar. */
  links?: EventLinks;
  /** The first card of the page: its photo is in a phone's first screen, so it loads first. */
  priority?: boolean;
  /** A past event's report, its article's address. */
  report?: string;
  /**
   * An upcoming card that may pass on the visitor's day: it carries what a
   * past card shows instead ("N orang", the links to the event and its
   * report), for /kegiatan's script (lib/browser/events-by-day.ts).
   */
  mayPass?: boolean;
}

/**
 * One event: date tile, category and its drawing, title, when and where,
 * who, what. A photo of the event leads the card; without one, the card
 * starts with the date and title, at every width (no stand-in picture to
 * scroll past): the kind's small drawing sits in the corner beside them.
 */
export function EventCard({ event, href, photo, links, priority, report, mayPass }: EventCardProps) {
  const pastLinks = (
    <p className="mt-auto flex flex-wrap gap-x-6 pt-4 font-semibold text-brand-700">
      <a className="inline-flex min-h-11 items-center gap-1.5 underline-offset-4 hover:underline" href={sitePath(href)}>
        Lihat Kegiatan <span className="sr-only">{event.title}</span>
        <Icon icon={ArrowRight} className="size-4" />
      </a>
      {report && (
        <a
          className="inline-flex min-h-11 items-center gap-1.5 underline-offset-4 hover:underline"
          href={sitePath(report)}
        >
          Baca Laporannya <span className="sr-only">tentang {event.title}</span>
          <Icon icon={ArrowRight} className="size-4" />
        </a>
      )}
    </p>
  );
  return (
    <article className="flex flex-col overflow-hidden card">
      {photo && (
        <Photo
          photo={photo}
          sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          priority={priority}
          className="aspect-[2/1] sm:aspect-[16/9]"
        />
      )}
      <div className="flex flex-1 flex-col p-4 sm:p-6">
        {/* The date and kind side by side, the title below at full width: on a phone a title
            beside the date would be squeezed to four lines. There the date tile gives way
            to the date in full, two lines below. */}
        <div className="flow-root">
          {/* The kind's drawing in the corner, the words around it: it adds no height. */}
          <KindDrawing event={event} className="float-right ml-3 size-16 sm:size-20" />
          <div className="flex items-center gap-3">
            <DateTile date={event.date} className="max-sm:hidden" />
            <CategoryBadge category={event.category} />
          </div>
          <h3 className="mt-3 text-lg leading-snug sm:text-xl">
            <a className="hover:underline" href={sitePath(href)}>
              <ForeignTerms>{event.title}</ForeignTerms>
            </a>
          </h3>
        </div>
        <dl className="mt-4 space-y-1.5 text-muted">
          <Detail icon={Clock} label="Waktu">
            <time dateTime={toDateTime(event.date, event.startTime)}>{formatLongDate(event.date)}</time>,{" "}
            <span className="whitespace-nowrap">{formatTimeRange(event.startTime, event.endTime)}</span>
          </Detail>
          <Detail icon={MapPin} label="Lokasi">
            <ForeignTerms>{event.location}</ForeignTerms>
          </Detail>
          {/* Before the day the figure is what the organisers expect, not a count of sign-ups. */}
          <Detail icon={Users} label="Peserta">
            {links ? (
              <span {...(mayPass && hook(ACTIVITIES_PAST_TEXT, `${event.participants} orang`))}>
                {`Sekitar ${event.participants} orang`}
              </span>
            ) : (
              `${event.participants} orang`
            )}
          </Detail>
        </dl>
        <p className="mt-3 leading-relaxed text-ink">
          <ForeignTerms>{event.description}</ForeignTerms>
        </p>
        {links ? (
          <>
            <EventActions event={event} href={href} links={links} />
            {mayPass && <template {...hook(ACTIVITIES_PAST_LINKS)}>{pastLinks}</template>}
          </>
        ) : (
          pastLinks
        )}
      </div>
    </article>
  );
}

/**
 * "Daftar" leads to the event's page, where the sign-up is (the
 * committee's form, or one that writes a message to the contact); saving it
 * to a calendar is at hand here too, one action with its two ways.
 */
function EventActions({ event, href, links }: { event: Event; href: string; links: EventLinks }) {
  return (
    <div {...hook(ACTIVITIES_ACTIONS)} className="mt-auto pt-5">
      <a className={buttonClass({ wide: true })} href={sitePath(`${href}#daftar`)}>
        Daftar <span className="sr-only">untuk {event.title}</span>
      </a>
      <CalendarChoice links={links} title={event.title} className="mt-3" />
    </div>
  );
}
