import { ArrowRight, Clock, MapPin, MessageCircle, Users } from "lucide";
import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import { CalendarChoice } from "~/components/activities/calendar-choice";
import { CategoryBadge } from "~/components/activities/category-badge";
import { EventPoster } from "~/components/activities/event-poster";
import { SignUpForm } from "~/components/activities/sign-up-form";
import { ExternalLink } from "~/components/layout/external-link";
import { PageHeader } from "~/components/layout/page-header";
import { ShareLinks } from "~/components/layout/share-links";
import { Photo } from "~/components/media/photo";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { EVENT, siteContent, siteSamples } from "~/content/content.server";
import type { Place } from "~/content/samples";
import { chatHref } from "~/lib/page-data/site-data.server";
import { SampleNote } from "~/components/layout/sample-note";
import { buildDay } from "~/lib/dates/build-day.server";
import { isMobile } from "~/lib/contact/links";
import { formatLongDate, formatTimeRange, isOnOrAfter, toDateTime } from "~/lib/dates/format";
import { eventLinks } from "~/lib/calendar/event-links.server";
import { mapsSearchLink } from "~/lib/contact/map";
import { pageMeta, requestPath, structuredData } from "~/lib/meta/page-meta.server";
import { eventMotif } from "~/lib/media/motifs.server";
import { eventLineDrawing } from "~/lib/media/kind-drawings";
import { searchEntry } from "~/components/search/search-entry";
import { pageNames } from "~/lib/pages/names";
import { articlePath, eventCardFile, eventPath, sitePath } from "~/lib/pages/addresses";
import { preloadPhoto } from "~/lib/media/photo-data";
import { photoData } from "~/lib/media/photos.server";
import { qrCode } from "~/lib/media/qr-code.server";
import { pageUrl, siteHost } from "~/lib/pages/site-url.server";
import { breadcrumbLd, eventLd } from "~/lib/meta/structured-data.server";
import { ForeignTerms } from "~/components/text/foreign-terms";
import type { Route } from "./+types/event";
import { hook, PAGE_PRINT } from "~/lib/browser/hooks";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// In the browser: the sign-up form (an upcoming event without a form of the
// committee's own) is the page's own small script (app/scripts/hand-off.ts);
// the page script prints the poster.

const PHOTO_SIZES = "(min-width: 64rem) 40rem, 100vw";

export async function loader({ url: address }: Route.LoaderArgs) {
  const path = requestPath(address);
  const { events, news, contact } = siteContent();
  const samples = siteSamples();
  const event = events.find((candidate) => eventPath(candidate.slug) === path);
  if (!event) throw new Response("Not found", { status: 404 });
  const url = pageUrl(path);
  const over = !isOnOrAfter(event.date, buildDay);
  const photo = event.image ? photoData(event.image, event.imageAlt ?? event.title) : undefined;
  const number = event.contactNumber || contact.inbox.number;
  const longDate = formatLongDate(event.date);
  const time = `${formatTimeRange(event.startTime, event.endTime)}`;
  const report = event.report
    ? news.find((item) => item.slug === event.report && (item.body?.length ?? 0) > 0)
    : undefined;
  const links = eventLinks(event, url, samples);
  // The committee's own number is a sample with the events; the secretariat's with its numbers.
  const numberPlace: Place = event.contactNumber ? "events#contactNumber" : "contact.json#inbox";
  const thisEvent = { place: EVENT, what: "kegiatan ini" };
  return {
    event: {
      title: event.title,
      category: event.category,
      date: event.date,
      dateTime: toDateTime(event.date, event.startTime),
      longDate,
      time,
      location: event.location,
      audience: event.audience || null,
      description: event.description,
      participants: event.participants,
    },
    over,
    photo,
    motif: eventMotif(event),
    map: mapsSearchLink(event.location),
    contact: {
      name: event.contactName || contact.inbox.label,
      whatsapp: chatHref(
        number,
        numberPlace,
        samples,
        `Shalom, saya ingin bertanya tentang “${event.title}” (${longDate}).`,
      ),
      note: samples.note([{ place: numberPlace, what: "nomor WhatsApp" }], { reach: true }),
    },
    calendar: links,
    signUp: over
      ? null
      : event.registrationUrl
        ? {
            kind: "link" as const,
            href: event.registrationUrl,
            intro: "Panitia memakai formulir pendaftaran sendiri.",
            sample: samples.note([{ place: "events#registrationUrl", what: "formulir pendaftaran" }]),
          }
        : {
            kind: "form" as const,
            to: number,
            intro: "Isi tiga hal ini, lalu kirim pendaftaran Anda ke panitia lewat WhatsApp.",
            sample: samples.note([{ place: numberPlace, what: `nomor ${number}` }], { reach: true }),
            messageNote: samples.messageNote([{ place: numberPlace, what: "nomor ini" }]),
            byWhatsappIntro:
              "Pesan pendaftarannya sudah disiapkan: lengkapi nama dan kampus atau komisariat Anda, lalu kirim.",
            // Where the form cannot run: the same questions, to answer in WhatsApp.
            byWhatsapp: chatHref(
              number,
              numberPlace,
              samples,
              `Shalom, saya ingin mendaftar untuk “${event.title}” (${longDate}).\nNama: \nKampus atau komisariat: `,
            ),
          },
    gallery: over
      ? (event.gallery ?? []).map((item) => ({
          photo: photoData(item.image, item.caption),
          caption: item.caption,
        }))
      : [],
    report: report ? { title: report.title, href: articlePath(report.slug) } : null,
    // The words a shared link carries: the preview note too, while the site is one.
    share: {
      title: [`${event.title}, ${longDate}`, samples.copyNote([thisEvent])].filter(Boolean).join("\n"),
      url,
    },
    poster: {
      qr: qrCode(url),
      drawing: eventLineDrawing(event).src,
      contact: `${event.contactName || contact.inbox.label}, ${number}${isMobile(number) ? " (telepon atau WhatsApp)" : ""}`,
      address: `${siteHost}${url.slice(url.indexOf("/", 8)).replace(/\/$/, "")}`,
      // Printed beside the contact, for a campus notice board, while the site is a preview.
      preview: samples.copyNote([{ place: numberPlace, what: `nomor ${number}` }, thisEvent]),
    },
    head: pageMeta({
      path,
      title: event.title,
      description: `${longDate}, ${time} di ${event.location}. ${event.description}`
        .slice(0, 160)
        .replace(/\s\S*$/, "…"),
      card: { file: eventCardFile(event.slug), alt: `${event.title}, ${longDate}` },
      about: [thisEvent],
      extra: [
        ...(photo ? [preloadPhoto(photo, PHOTO_SIZES)] : []),
        ...structuredData(
          ...eventLd(event, photo),
          breadcrumbLd([
            { name: pageNames["/"], path: "/" },
            { name: pageNames["/kegiatan"], path: "/kegiatan" },
            { name: event.title, path },
          ]),
        ),
      ],
    }),
  };
}

function Fact({ icon, label, children }: { icon: IconNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 shrink-0 text-brand-600">
        <Icon icon={icon} className="size-5" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, over, photo, motif, map, contact, calendar, signUp, gallery, report, share, poster } = loaderData;
  return (
    <div {...searchEntry("Kegiatan", event.date)}>
      <PageHeader
        motif={motif}
        eyebrow={event.category}
        title={event.title}
        action={
          // Near the title, where a visitor who came to sign up looks first.
          signUp && (
            <a
              href="#daftar"
              data-pagefind-ignore=""
              className={buttonClass({ ground: "dark", size: "compact" }, "mt-4 sm:mt-6")}
            >
              Daftar Sekarang
              <Icon icon={ArrowRight} className="size-4 rotate-90" />
            </a>
          )
        }
      />
      {/* One column on a phone: when and where first, then what it is, then the sign-up.
          From 64rem what it is stands on the left, when, where and the sign-up on the right. */}
      <div className="container-page grid grid-cols-1 gap-8 py-8 sm:py-12 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_auto_1fr] lg:gap-x-14 lg:py-16">
        <section
          aria-labelledby="kapan-di-mana"
          className="rounded-card bg-brand-50 p-5 sm:p-6 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="kapan-di-mana" data-pagefind-ignore="" className="text-xl">
            Kapan dan di mana
          </h2>
          {over && (
            <p className="mt-3 rounded-lg bg-white px-4 py-3 font-semibold text-ink">
              Kegiatan ini sudah berlangsung, diikuti {event.participants} peserta.
            </p>
          )}
          <dl className="mt-4 space-y-3 text-ink">
            <Fact icon={Clock} label="Waktu">
              <time dateTime={event.dateTime}>{event.longDate}</time>
              <span className="block text-muted">{event.time}</span>
            </Fact>
            <Fact icon={MapPin} label="Tempat">
              <ForeignTerms>{event.location}</ForeignTerms>{" "}
              <ExternalLink href={map} className="block font-semibold text-brand-700 underline underline-offset-4">
                Lihat di Peta
              </ExternalLink>
            </Fact>
            {event.audience && (
              <div className="flex gap-1.5 pl-8">
                <dt className="font-semibold">Untuk:</dt>
                <dd>
                  <ForeignTerms>{event.audience}</ForeignTerms>
                </dd>
              </div>
            )}
            {/* As the time and place: an icon, its name read out, the fact as a phrase. */}
            {!over && (
              <Fact icon={Users} label="Peserta">
                <span className="text-muted">Sekitar {event.participants} peserta</span>
              </Fact>
            )}
          </dl>
          {!over && <CalendarChoice links={calendar} className="mt-4 pl-8" />}
          <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-line pt-5">
            <p className="w-full text-sm text-muted">
              {"Narahubung: "}
              <span className="font-semibold text-ink">
                <ForeignTerms>{contact.name}</ForeignTerms>
              </span>
            </p>
            <ExternalLink href={contact.whatsapp} className={buttonClass({ variant: "whatsapp", size: "compact" })}>
              <Icon icon={MessageCircle} className="size-4 shrink-0" />
              Tanya lewat WhatsApp
            </ExternalLink>
            <SampleNote note={contact.note} className="w-full" />
          </div>
        </section>
        <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <section aria-labelledby="tentang-kegiatan">
            <CategoryBadge category={event.category} className="sm:hidden" />
            {/* The page's own headings stay out of the search's excerpts (data-pagefind-ignore): every event has them. */}
            <h2 id="tentang-kegiatan" data-pagefind-ignore="" className="mt-1 text-title">
              Tentang kegiatan ini
            </h2>
            {photo && <Photo photo={photo} priority sizes={PHOTO_SIZES} className="mt-4 aspect-[16/9] rounded-card" />}
            <p className="mt-3 max-w-prose text-lg/relaxed text-ink">
              <ForeignTerms>{event.description}</ForeignTerms>
            </p>
          </section>

          {/* The loop closed: the report links back here (routes/article.tsx). */}
          {report && (
            // A way on, not this page's words: out of the search (data-pagefind-ignore).
            <section aria-labelledby="laporan" data-pagefind-ignore="" className="border-l-4 border-accent-400 pl-4">
              <h2 id="laporan" className="eyebrow text-accent-700">
                Laporan kegiatan
              </h2>
              <p className="mt-1 text-lg">
                <a className="font-semibold text-brand-800 underline underline-offset-4" href={sitePath(report.href)}>
                  Baca laporannya: <ForeignTerms>{report.title}</ForeignTerms>
                </a>
              </p>
            </section>
          )}

          {gallery.length > 0 && (
            <section aria-labelledby="galeri">
              <h2 id="galeri" className="text-title">
                Foto kegiatan
              </h2>
              <ul className="mt-4 grid gap-5 sm:grid-cols-2">
                {gallery.map((item) => (
                  <li key={item.photo.img.src}>
                    <figure>
                      <Photo
                        photo={item.photo}
                        alt=""
                        sizes="(min-width: 40rem) 20rem, 100vw"
                        className="aspect-[4/3] rounded-card"
                      />
                      <figcaption className="mt-2 text-sm text-muted">
                        <ForeignTerms>{item.caption}</ForeignTerms>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        {signUp && (
          // Controls, not the event's words: out of the search (data-pagefind-ignore).
          <section
            id="daftar"
            aria-labelledby="daftar-judul"
            data-pagefind-ignore=""
            className="scroll-mt-24 self-start card p-5 sm:p-6 lg:col-start-2 lg:row-start-2"
          >
            <h2 id="daftar-judul" className="text-xl">
              Daftar
            </h2>
            {signUp.kind === "link" ? (
              <>
                <p className="mt-2 text-muted">{signUp.intro}</p>
                <ExternalLink href={signUp.href} className={buttonClass({ wide: true }, "mt-4")}>
                  Isi Formulir Pendaftaran
                </ExternalLink>
                <SampleNote note={signUp.sample} className="mt-2" />
              </>
            ) : (
              <>
                <div data-needs-js="">
                  <p className="mt-2 mb-4 text-muted">{signUp.intro}</p>
                  <SignUpForm
                    event={{ title: event.title, date: event.longDate }}
                    to={signUp.to}
                    sample={signUp.sample}
                    messageNote={signUp.messageNote}
                  />
                </div>
                {/* Where the form cannot run (noscript.css shows this): the same questions, in WhatsApp. */}
                <div data-noscript-only="" className="hidden">
                  <p className="mt-2 mb-4 text-muted">{signUp.byWhatsappIntro}</p>
                  <SampleNote note={signUp.sample} className="mb-4" />
                  <ExternalLink href={signUp.byWhatsapp} className={buttonClass({ variant: "whatsapp", wide: true })}>
                    <Icon icon={MessageCircle} className="size-5 shrink-0" />
                    Daftar lewat WhatsApp
                  </ExternalLink>
                </div>
              </>
            )}
          </section>
        )}

        <aside
          aria-label="Bagikan dan cetak"
          data-pagefind-ignore=""
          className="space-y-6 lg:col-start-2 lg:row-start-3"
        >
          <ShareLinks title={share.title} url={share.url} what="kegiatan ini" />
          {!over && (
            <button
              type="button"
              {...hook(PAGE_PRINT)}
              data-needs-js=""
              className={buttonClass({ variant: "secondary", size: "compact" })}
            >
              Cetak Poster
            </button>
          )}
          <a
            className="flex min-h-11 w-fit items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
            href={sitePath("/kegiatan")}
          >
            <Icon icon={ArrowRight} className="size-5 rotate-180" />
            Kembali ke Kegiatan
          </a>
        </aside>
      </div>
      <EventPoster
        title={event.title}
        when={`${event.longDate}, ${event.time}`}
        where={event.location}
        audience={event.audience}
        description={event.description}
        drawing={poster.drawing}
        contact={poster.contact}
        preview={poster.preview}
        qr={poster.qr}
        address={poster.address}
      />
    </div>
  );
}
