import { CalendarDays, CalendarPlus, Clock, MapPin, Users } from "lucide";
import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import { ExternalLink } from "~/components/layout/external-link";
import { Photo } from "~/components/media/photo";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { Event } from "~/content/schema";
import { formatLongDate, formatTimeRange, toDateTime } from "~/lib/dates";
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

/** What an upcoming event offers beyond its details (built by the page's loader). */
export interface EventLinks {
  /** The event's .ics file on this site. */
  calendarFile: string;
  /** Google Calendar's form, filled in. */
  googleCalendar: string;
  /** A WhatsApp message to the organisers, naming the event. */
  whatsapp: string;
}

function Detail({ icon, label, children }: { icon: IconNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5">
      <dt className="mt-0.5 shrink-0 text-brand-600">
        <Icon icon={icon} className="size-[1.125rem]" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

interface EventCardProps {
  event: Event;
  photo?: PhotoData;
  /** Upcoming events offer "Daftar" and a place in the visitor's calendar. */
  links?: EventLinks;
}

/** One event: photo, category, title, when and where, who, what. */
export function EventCard({ event, photo, links }: EventCardProps) {
  return (
    <article className="flex flex-col overflow-hidden card">
      {photo && (
        <Photo
          photo={photo}
          alt=""
          sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          className="aspect-[16/9]"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <CategoryBadge category={event.category} className="self-start" />
        <h3 className="mt-3 text-xl leading-snug">{event.title}</h3>
        <dl className="mt-4 space-y-2 text-muted">
          <Detail icon={CalendarDays} label="Tanggal">
            <time dateTime={toDateTime(event.date, event.startTime)}>{formatLongDate(event.date)}</time>
          </Detail>
          <Detail icon={Clock} label="Waktu">
            {formatTimeRange(event.startTime, event.endTime)}
          </Detail>
          <Detail icon={MapPin} label="Lokasi">
            {event.location}
          </Detail>
          <Detail icon={Users} label="Peserta">
            {event.participants} peserta
          </Detail>
        </dl>
        <p className="mt-4 leading-relaxed text-ink">{event.description}</p>
        {links && (
          <div className="mt-auto pt-6">
            <Button variant="solid" onClick={() => showToast(registrationToast(event, links.whatsapp))}>
              Daftar <span className="sr-only">untuk {event.title}</span>
            </Button>
            <div className="mt-2 flex flex-wrap items-center gap-x-5 text-sm">
              <a
                href={links.calendarFile}
                download
                className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                <Icon icon={CalendarPlus} className="size-[1.125rem]" />
                Tambah ke Kalender <span className="sr-only">untuk {event.title}</span>
              </a>
              <ExternalLink
                href={links.googleCalendar}
                className="inline-flex min-h-10 items-center text-muted underline underline-offset-4 hover:text-brand-700"
              >
                Google Kalender <span className="sr-only">untuk {event.title}</span>
              </ExternalLink>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
