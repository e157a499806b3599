import { CalendarClock, GraduationCap, MapPin } from "lucide";
import { searchEntry } from "~/components/search/search-entry";
import { WhatsAppButton } from "~/components/layout/whatsapp-button";
import { PageHeader } from "~/components/layout/page-header";
import { PhoneLinks } from "~/components/layout/phone-links";
import { RelatedPages } from "~/components/layout/related-pages";
import { Photo } from "~/components/media/photo";
import { PersonList } from "~/components/people/person-card";
import type { PersonView } from "~/lib/media/photo-data";
import { ForeignTerms } from "~/components/text/foreign-terms";
import { Icon } from "~/components/ui/icon";
import { siteContent, siteSamples } from "~/content/content.server";
import { isMobile } from "~/lib/contact/links";
import { SampleNote } from "~/components/layout/sample-note";
import { mainNav } from "~/lib/pages/navigation.server";
import { breadcrumbTrail } from "~/lib/pages/addresses";
import { chatHref, phoneData } from "~/lib/page-data/site-data.server";
import { related } from "~/lib/pages/related.server";
import { pageMeta, requestPath, structuredData } from "~/lib/meta/page-meta.server";
import { faceData, photoData } from "~/lib/media/photos.server";
import { breadcrumbLd } from "~/lib/meta/structured-data.server";
import { motifs } from "~/lib/media/motifs.server";
import type { Route } from "./+types/branch";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// One module for every komisariat: the page's path, /struktur/<slug>, says which.
export function loader({ url }: Route.LoaderArgs) {
  const path = requestPath(url);
  const { branches } = siteContent();
  const samples = siteSamples();
  const phonePlace = "branches.json#branches.coordinatorPhone";
  const branch = branches.find((candidate) => `/struktur/${candidate.slug}` === path);
  if (!branch) throw new Error(`No komisariat at ${path}`);
  const trail = breadcrumbTrail(path, branch.name, mainNav(branches));
  const coordinator = phoneData(
    { label: "Koordinator", name: branch.coordinator, number: branch.coordinatorPhone },
    phonePlace,
    samples,
  );
  const mobile = isMobile(branch.coordinatorPhone);
  return {
    head: pageMeta({
      path,
      title: branch.name,
      description: `${branch.name} GMKI Cabang Wamena: jadwal dan tempat pertemuan, pengurus sementara, perguruan tinggi yang dilayani, dan cara bergabung.`,
      extra: structuredData(breadcrumbLd(trail)),
    }),
    header: { eyebrow: "Komisariat", title: branch.name, intro: branch.summary, motif: motifs.struktur },
    join: {
      title: "Ikut bertemu",
      meeting: branch.meeting,
      text: `Mahasiswa Kristen dari kampus ini dipersilakan datang. Kabari dulu koordinatornya, ${branch.coordinator}, lewat ${mobile ? "WhatsApp" : "telepon"}.`,
      whatsapp: mobile
        ? chatHref(
            branch.coordinatorPhone,
            phonePlace,
            samples,
            `Shalom, saya ingin bergabung dengan ${branch.name} GMKI Cabang Wamena.`,
          )
        : undefined,
      phone: coordinator,
      // While the komisariat's facts are samples, beside the meeting and the number a visitor writes to.
      sample: samples.note(
        [
          { place: "branches.json#branches.meeting.schedule", what: "jadwal" },
          { place: "branches.json#branches.meeting.place", what: "tempat" },
          { place: phonePlace, what: `nomor ${branch.coordinatorPhone}` },
        ],
        { reach: true },
      ),
    },
    caretakers: {
      title: "Pengurus sementara (caretaker)",
      intro: "Komisariat ini dipimpin caretaker sampai Musyawarah Komisariat (Muskom) pertama memilih pengurus tetap.",
      people: [
        { position: "Ketua Caretaker", name: branch.caretakerChair },
        { position: "Sekretaris Caretaker", name: branch.caretakerSecretary },
        {
          position: "Koordinator dari BPC",
          name: branch.coordinator,
          ...(branch.coordinatorPhoto ? { photo: faceData(branch.coordinatorPhoto) } : {}),
        },
      ] satisfies PersonView[],
    },
    colleges: { title: "Perguruan tinggi yang dilayani", list: branch.colleges },
    photo: branch.image ? photoData(branch.image) : undefined,
    // Only komisariat under this heading; the breadcrumb leads back to Struktur.
    related: related(
      branches
        .filter((other) => other !== branch)
        .map((other) => ({ href: `/struktur/${other.slug}`, title: other.name, text: other.colleges.join(", ") })),
      "Komisariat lain",
    ),
  };
}

export default function BranchPage({ loaderData }: Route.ComponentProps) {
  const { caretakers, join, colleges, photo } = loaderData;
  return (
    <div {...searchEntry("Komisariat")}>
      <PageHeader {...loaderData.header} />

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr] lg:gap-16 lg:py-16">
        <section aria-labelledby="bergabung" className="self-start rounded-card bg-brand-50 p-5 sm:p-6 lg:order-last">
          <h2 id="bergabung" className="text-2xl">
            {join.title}
          </h2>
          <dl className="mt-4 space-y-3">
            <div className="flex gap-3">
              <dt>
                <Icon icon={CalendarClock} className="mt-0.5 size-5 text-brand-700" />
                <span className="sr-only">Waktu</span>
              </dt>
              <dd className="font-semibold text-ink">{join.meeting.schedule}</dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Icon icon={MapPin} className="mt-0.5 size-5 text-brand-700" />
                <span className="sr-only">Tempat</span>
              </dt>
              <dd className="text-ink">{join.meeting.place}</dd>
            </div>
          </dl>
          <p className="mt-4 text-muted">{join.text}</p>
          <SampleNote note={join.sample} className="mt-3" />
          {join.whatsapp ? (
            <WhatsAppButton href={join.whatsapp} className="mt-4 sm:w-full" />
          ) : (
            <PhoneLinks phone={join.phone} className="mt-4" />
          )}
        </section>

        <div>
          <section aria-labelledby="pengurus">
            <h2 id="pengurus" className="text-title">
              <ForeignTerms>{caretakers.title}</ForeignTerms>
            </h2>
            <p className="mt-3 max-w-prose leading-relaxed text-muted">
              <ForeignTerms>{caretakers.intro}</ForeignTerms>
            </p>
            <div className="mt-6">
              {/* A few people beside the "Ikut bertemu" box: one row each, none left alone in a grid. */}
              <PersonList people={caretakers.people} rows />
            </div>
          </section>

          <section aria-labelledby="kampus" className="mt-12">
            <h2 id="kampus" className="text-title">
              {colleges.title}
            </h2>
            {/* Names, not links: no box that would look tappable. */}
            <ul className="mt-4 space-y-2">
              {colleges.list.map((college) => (
                <li key={college} className="flex items-center gap-3 font-semibold sm:text-lg">
                  <Icon icon={GraduationCap} className="size-6 shrink-0 text-brand-700" />
                  {college}
                </li>
              ))}
            </ul>
          </section>

          {photo && (
            <Photo
              photo={photo}
              sizes="(min-width: 64rem) 40rem, 100vw"
              className="mt-12 aspect-[3/2] rounded-card shadow-card"
            />
          )}
        </div>
      </div>

      <RelatedPages {...loaderData.related} />
    </div>
  );
}
