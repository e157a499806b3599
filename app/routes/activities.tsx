import { useEffect } from "react";
import { EventCard } from "~/components/activities/event-card";
import { ProgramCard } from "~/components/activities/program-card";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Tabs } from "~/components/ui/tabs";
import { preloadToaster } from "~/components/ui/toaster";
import { events, programs } from "~/content/activities";
import { googleCalendarUrl, calendarFilePath } from "~/lib/calendar";
import { contact } from "~/content/contact";
import { whatsappHref } from "~/lib/contact";
import { formatLongDate } from "~/lib/dates";
import { past, upcoming } from "~/lib/events";
import { pageUrl } from "~/lib/site-url";
import { pageMeta, pagePath, structuredData } from "~/lib/meta.server";
import { photoMap } from "~/lib/photos.server";
import { eventsLd } from "~/lib/structured-data.server";
import { notYetAvailable, showToast } from "~/lib/toast";
import type { Route } from "./+types/activities";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// Upcoming and past as of the day the site was built; the site rebuilds daily.
export function loader({ request }: Route.LoaderArgs) {
  const photos = photoMap(events.map((event) => event.image));
  const coming = upcoming(events);
  const page = pageUrl("/kegiatan");
  // Sign-up messages go to the secretariat's WhatsApp.
  const organiser = contact.phones[0].number;
  const links = Object.fromEntries(
    coming.map((event) => [
      event.slug,
      {
        calendarFile: `${import.meta.env.BASE_URL}${calendarFilePath(event)}`,
        googleCalendar: googleCalendarUrl(event, `${event.description}\n\n${page}`),
        whatsapp: whatsappHref(
          organiser,
          `Shalom, saya ingin mendaftar untuk kegiatan “${event.title}” (${formatLongDate(event.date)}).`,
        ),
      },
    ]),
  );
  return {
    links,
    upcoming: coming,
    past: past(events),
    programs,
    photos,
    head: pageMeta({
      path: pagePath(request),
      title: "Kegiatan",
      description:
        "Kegiatan GMKI Cabang Wamena yang akan datang dan yang telah berlalu, serta program rutin: persekutuan doa, PA dan diskusi.",
      extra: structuredData(...eventsLd(coming, photos)),
    }),
  };
}

const count = (n: number) => (
  <span className="hidden rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-700 sm:inline" aria-hidden="true">
    {n}
  </span>
);

export default function ActivitiesPage({ loaderData }: Route.ComponentProps) {
  const { photos } = loaderData;
  useEffect(preloadToaster, []);

  return (
    <>
      <PageHeader
        eyebrow="Kegiatan"
        title="Kegiatan"
        intro="Ibadah, pendidikan kader dan pelayanan sosial sepanjang tahun. Semua kegiatan terbuka bagi anggota dan mahasiswa yang ingin mengenal GMKI."
      />
      <div className="container-page py-12 lg:py-16">
        <Tabs
          label="Jenis kegiatan"
          items={[
            {
              id: "akan-datang",
              label: "Akan Datang",
              badge: count(loaderData.upcoming.length),
              content:
                loaderData.upcoming.length > 0 ? (
                  <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {loaderData.upcoming.map((event) => (
                      <EventCard
                        key={event.slug}
                        event={event}
                        photo={photos[event.image]}
                        links={loaderData.links[event.slug]}
                      />
                    ))}
                  </div>
                ) : (
                  <p className="text-lg text-muted">
                    Belum ada kegiatan terjadwal. Ikuti media sosial kami untuk kabar kegiatan berikutnya.
                  </p>
                ),
            },
            {
              id: "telah-berlalu",
              label: "Telah Berlalu",
              badge: count(loaderData.past.length),
              content: (
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {loaderData.past.map((event) => (
                    <EventCard key={event.slug} event={event} photo={photos[event.image]} />
                  ))}
                </div>
              ),
            },
            {
              id: "program-rutin",
              label: "Program Rutin",
              badge: count(loaderData.programs.length),
              content: (
                <div className="grid gap-6 md:grid-cols-2">
                  {loaderData.programs.map((program) => (
                    <ProgramCard key={program.title} program={program} />
                  ))}
                </div>
              ),
            },
          ]}
        />
      </div>

      <section aria-labelledby="kerja-sama" className="bg-brand-50 py-14">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="kerja-sama" className="text-2xl">
              Ingin mengadakan kegiatan bersama?
            </h2>
            <p className="mt-2 text-lg text-muted">
              Gereja, kampus dan komunitas yang ingin bekerja sama dalam pelayanan dapat menghubungi pengurus.
            </p>
          </div>
          <Button variant="solid" className="shrink-0" onClick={() => showToast(notYetAvailable)}>
            Hubungi Kami
          </Button>
        </div>
      </section>
    </>
  );
}
