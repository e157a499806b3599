import { CalendarSubscription } from "~/components/activities/calendar-subscription";
import { ArchiveYears } from "~/components/archive/archive-years";
import { EventCard } from "~/components/activities/event-card";
import { ProgramCard } from "~/components/activities/program-card";
import { PageHeader } from "~/components/layout/page-header";
import { ArrowRight } from "lucide";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { CardGrid } from "~/components/ui/card-grid";
import { Tabs } from "~/components/ui/tabs";
import { siteContent, siteSamples } from "~/content/content.server";
import { buildDay } from "~/lib/dates/build-day.server";
import { calendarFeedPath } from "~/lib/pages/addresses";
import { eventLinks } from "~/lib/calendar/event-links.server";
import { past, upcoming } from "~/lib/dates/upcoming";
import { RECENT_PAST_EVENTS, UPCOMING_EVENTS, yearsOf } from "~/lib/page-data/archive.server";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { photoIn } from "~/lib/media/photo-data";
import { photoMap } from "~/lib/media/photos.server";
import { fileUrl, pageUrl } from "~/lib/pages/site-url.server";
import { pageNames } from "~/lib/pages/names";
import { articlePath, eventPath } from "~/lib/pages/addresses";
import { motifs } from "~/lib/media/motifs.server";
import { SampleNote } from "~/components/layout/sample-note";
import type { Route } from "./+types/activities";
import {
  ACTIVITIES,
  ACTIVITIES_COMING,
  ACTIVITIES_COMING_NONE,
  ACTIVITIES_COUNT,
  ACTIVITIES_PASSED,
  ACTIVITIES_PASSED_NONE,
  hook,
} from "~/lib/browser/hooks";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// In the browser: the tabs, the lists kept to the visitor's day and "Salin
// Tautan" are the page's own small script (app/scripts/activities.ts), added
// at build (docs/decisions/0006).

// Upcoming and past as of the build day; in the browser, as of the
// visitor's day (lib/browser/events-by-day.ts), so a page kept for days
// still tells the truth.
export function loader({ url }: Route.LoaderArgs) {
  const { events: all, programs, news } = siteContent();
  // The upcoming events and the recent past; older ones are in the archive,
  // a page a year, so this page and its data stay one size.
  const coming = upcoming(all, buildDay).slice(0, UPCOMING_EVENTS);
  const events = [...coming, ...past(all, buildDay).slice(0, RECENT_PAST_EVENTS)];
  const photos = photoMap(events);
  // A past event's report, where its article has a page (one with a body): the loop closed from the card too.
  const withPage = new Set(news.filter((item) => (item.body?.length ?? 0) > 0).map((item) => item.slug));
  const reports = Object.fromEntries(
    events.flatMap((event) =>
      event.report && withPage.has(event.report) ? [[event.slug, articlePath(event.report)]] : [],
    ),
  );
  return {
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/kegiatan"],
      description:
        "Kegiatan GMKI Cabang Wamena yang akan datang dan yang telah berlalu, serta program rutin: persekutuan doa, Penelaahan Alkitab, dan diskusi.",
      // No Event data here: each event's own page carries it, the one address a search engine should show.
    }),
    header: {
      motif: motifs.kegiatan,
      eyebrow: "Kegiatan",
      title: pageNames["/kegiatan"],
      intro: "Ibadah, pendidikan kader, dan pelayanan sosial sepanjang tahun.",
    },
    buildDay,
    events,
    archiveYears: yearsOf(all),
    // "Simpan ke Kalender" of each event still to come: its file, and Google Calendar's form linking to its page.
    links: Object.fromEntries(
      coming.map((event) => [event.slug, eventLinks(event, pageUrl(eventPath(event.slug)), siteSamples())]),
    ),
    photos,
    reports,
    programs,
    programsNote: siteSamples().note([{ place: "programs.json", what: "jadwal dan tempat program rutin" }]),
    subscription: {
      address: fileUrl(calendarFeedPath),
      webcal: fileUrl(calendarFeedPath).replace(/^https?:/, "webcal:"),
      text: {
        title: "Langganan kalender",
        intro:
          "Setiap kegiatan terjadwal kami (di luar program rutin) masuk ke kalender ponsel Anda dan ikut berubah bila jadwalnya berubah. Cukup berlangganan sekali.",
        guides: [
          {
            title: "Android (Google Kalender)",
            steps: [
              "Salin tautan kalender di atas.",
              "Buka calendar.google.com di peramban, lalu pilih “Situs desktop” di menu peramban.",
              "Di samping “Kalender lain”, pilih tanda + lalu “Dari URL”.",
              "Tempel tautannya, lalu pilih “Tambahkan kalender”. Kegiatan muncul juga di aplikasi Google Kalender.",
            ],
          },
          {
            title: "iPhone",
            steps: ["Ketuk “Berlangganan di Kalender”.", "Pilih “Berlangganan”, lalu “Tambah”."],
          },
        ],
      },
    },
    cooperation: {
      title: "Ingin mengadakan kegiatan bersama?",
      text: "Gereja, kampus, dan komunitas yang ingin bekerja sama dalam pelayanan dapat menghubungi pengurus.",
    },
  };
}

const count = (n: number, name: "coming" | "passed" | "programs") => (
  <span
    {...hook(ACTIVITIES_COUNT, name)}
    className="rounded-full bg-brand-50 px-1.5 py-0.5 text-sm text-brand-700 sm:px-2"
    aria-hidden="true"
  >
    {n}
  </span>
);

export default function ActivitiesPage({ loaderData }: Route.ComponentProps) {
  const { events, links, photos, programs, reports } = loaderData;
  const { buildDay } = loaderData;
  const coming = upcoming(events, buildDay);
  const passed = past(events, buildDay);
  // The first photo of the open tab is in a phone's first screen: it loads at once.
  const firstPhoto = coming.find((event) => photoIn(photos, event.image))?.slug;

  return (
    <>
      <PageHeader {...loaderData.header} />
      <div {...hook(ACTIVITIES, buildDay)} className="container-page py-8 sm:py-12 lg:py-16">
        <Tabs
          label="Jenis kegiatan"
          items={[
            {
              id: "akan-datang",
              label: "Akan Datang",
              badge: count(coming.length, "coming"),
              content: (
                <>
                  <div {...hook(ACTIVITIES_COMING)} hidden={coming.length === 0}>
                    <CardGrid>
                      {coming.map((event) => (
                        <EventCard
                          key={event.slug}
                          priority={event.slug === firstPhoto}
                          event={event}
                          href={eventPath(event.slug)}
                          photo={photoIn(photos, event.image)}
                          links={links[event.slug]}
                          report={reports[event.slug]}
                          mayPass
                        />
                      ))}
                    </CardGrid>
                  </div>
                  <p {...hook(ACTIVITIES_COMING_NONE)} hidden={coming.length > 0} className="text-lg text-muted">
                    Belum ada kegiatan terjadwal. Ikuti media sosial kami untuk kabar kegiatan berikutnya.
                  </p>
                </>
              ),
            },
            {
              id: "telah-berlalu",
              label: "Telah Berlalu",
              badge: count(passed.length, "passed"),
              content: (
                <>
                  <div {...hook(ACTIVITIES_PASSED)} hidden={passed.length === 0} className="space-y-8">
                    <CardGrid>
                      {passed.map((event) => (
                        <EventCard
                          key={event.slug}
                          event={event}
                          href={eventPath(event.slug)}
                          photo={photoIn(photos, event.image)}
                          report={reports[event.slug]}
                        />
                      ))}
                    </CardGrid>
                    <div className="space-y-3">
                      <h3 className="text-xl">Arsip Kegiatan</h3>
                      <p className="text-muted">
                        Semua kegiatan, yang lalu dan yang akan datang, tersimpan di arsip per tahun:
                      </p>
                      <ArchiveYears
                        label="Arsip kegiatan per tahun"
                        years={loaderData.archiveYears}
                        base="/kegiatan/arsip"
                      />
                    </div>
                  </div>
                  <p {...hook(ACTIVITIES_PASSED_NONE)} hidden={passed.length > 0} className="text-lg text-muted">
                    Belum ada kegiatan yang telah berlalu.
                  </p>
                </>
              ),
            },
            {
              id: "program-rutin",
              label: "Program Rutin",
              badge: count(programs.length, "programs"),
              content: (
                <>
                  <SampleNote note={loaderData.programsNote} className="mb-4" />
                  <CardGrid columns={2}>
                    {programs.map((program) => (
                      <ProgramCard key={program.title} program={program} />
                    ))}
                  </CardGrid>
                </>
              ),
            },
          ]}
        />
      </div>

      <CalendarSubscription {...loaderData.subscription} />

      <section aria-labelledby="kerja-sama" className="bg-brand-50 py-10 sm:py-14">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="kerja-sama" className="text-2xl">
              {loaderData.cooperation.title}
            </h2>
            <p className="mt-2 text-muted sm:text-lg">{loaderData.cooperation.text}</p>
          </div>
          {/* The spec's "not yet" notice is not true here: the contact page exists. */}
          <ButtonLink to="/kontak" className="shrink-0">
            Hubungi Kami
            <Icon icon={ArrowRight} className="size-5" />
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
