import { CalendarPlus, Check, Clock, MapPin, Users } from "lucide";
import type { IconNode } from "lucide";
import { useState, type ReactNode } from "react";
import { ExternalLink } from "~/components/layout/external-link";
import { Photo } from "~/components/media/photo";
import { Button } from "~/components/ui/button";
import { DateTile } from "~/components/ui/date-tile";
import { Icon } from "~/components/ui/icon";
import type { Event } from "~/content/schema";
import { formatLongDate, formatTimeRange, toDateTime } from "~/lib/dates";
import type { EventLinks } from "~/lib/event-links";
import type { PhotoData } from "~/lib/photo-data";
import { showToast, type ToastMessage } from "~/lib/toast";
import { CategoryBadge } from "./category-badge";

/**
 * The confirmation after "Daftar". Nothing is sent anywhere, so
 * it offers a WhatsApp message to the organisers naming the event.
 */
export function registrationToast(event: Pick<Event, "title">, whatsapp?: string): ToastMessage {
  return {
    title: "Pendaftaran Berhasil!",
    description: `Anda terdaftar untuk kegiatan “${event.title}”. Tim kami akan segera menghubungi Anda.`,
    ...(whatsapp ? { action: { label: "Kabari panitia lewat WhatsApp", href: whatsapp } } : {}),
  };
}

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
  /** A photo of the event; without one the card starts with its words. */
  photo?: PhotoData;
  /** Upcoming events offer "Daftar" and a place in the visitor's calendar. */
  links?: EventLinks;
  /** The first card of the page: its photo is in a phone's first screen, so it loads first. */
  priority?: boolean;
}

/**
 * One event: date tile, category, title, when and where, who, what. A
 * photo of the event leads the card; without one, the card starts with the
 * date and title, at every width (no stand-in picture to scroll past).
 */
export function EventCard({ event, photo, links, priority }: EventCardProps) {
  return (
    <article className="flex flex-col overflow-hidden card">
      {photo && (
        <Photo
          photo={photo}
          alt=""
          sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          priority={priority}
          className="aspect-[2/1] sm:aspect-[16/9]"
        />
      )}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex gap-4">
          <DateTile date={event.date} />
          <div className="min-w-0">
            <CategoryBadge category={event.category} />
            <h3 className="mt-1.5 text-lg leading-snug sm:text-xl">{event.title}</h3>
          </div>
        </div>
        <dl className="mt-4 space-y-1.5 text-muted">
          <Detail icon={Clock} label="Waktu">
            <time dateTime={toDateTime(event.date, event.startTime)}>{formatLongDate(event.date)}</time>,{" "}
            <span className="whitespace-nowrap">{formatTimeRange(event.startTime, event.endTime)}</span>
          </Detail>
          <Detail icon={MapPin} label="Lokasi">
            {event.location}
          </Detail>
          {/* Before the day the figure is what the organisers expect, not a count of sign-ups. */}
          <Detail icon={Users} label={links ? "Perkiraan peserta" : "Peserta"}>
            {links ? `Sekitar ${event.participants} peserta` : `${event.participants} peserta`}
          </Detail>
        </dl>
        <p className="mt-3 leading-relaxed text-ink">{event.description}</p>
        {links && <EventActions event={event} links={links} />}
      </div>
    </article>
  );
}

/**
 * "Daftar" and the calendar. Once pressed, the button says "Terdaftar" for
 * as long as the page is open, and pressing it again confirms nothing twice.
 */
function EventActions({ event, links }: { event: Event; links: EventLinks }) {
  const [registered, setRegistered] = useState(false);
  const register = () => {
    if (registered) return;
    setRegistered(true);
    showToast(registrationToast(event, links.whatsapp));
  };
  return (
    <div className="mt-auto pt-5">
      <Button
        onClick={register}
        aria-disabled={registered || undefined}
        variant={registered ? "secondary" : "primary"}
        wide
      >
        {registered ? (
          <>
            <Icon icon={Check} className="size-5" />
            Terdaftar <span className="sr-only">untuk {event.title}</span>
          </>
        ) : (
          <>
            Daftar <span className="sr-only">untuk {event.title}</span>
          </>
        )}
      </Button>
      <div className="mt-1 flex flex-wrap items-center gap-x-5 text-sm">
        <a
          href={links.calendarFile}
          download
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <Icon icon={CalendarPlus} className="size-[1.125rem]" />
          Tambah ke Kalender <span className="sr-only">untuk {event.title}</span>
        </a>
        <ExternalLink
          href={links.googleCalendar}
          className="inline-flex min-h-11 items-center text-muted underline underline-offset-4 hover:text-brand-700"
        >
          Google Kalender <span className="sr-only">untuk {event.title}</span>
        </ExternalLink>
      </div>
    </div>
  );
}
