import { PageHeader } from "~/components/layout/page-header";
import { searchEntry } from "~/components/search/search-entry";
import { PageSection } from "~/components/layout/page-section";
import { RelatedPages } from "~/components/layout/related-pages";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatList } from "~/components/ui/stat-list";
import { siteContent, siteSamples } from "~/content/content.server";
import { SampleNote } from "~/components/layout/sample-note";
import { formatDate } from "~/lib/dates/format";
import { withIcon } from "~/lib/media/icons.server";
import { buildDay } from "~/lib/dates/build-day.server";
import { branchFigures, FIGURES } from "~/lib/page-data/figures.server";
import { pageNames } from "~/lib/pages/names";
import { related } from "~/lib/pages/related.server";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { photoData } from "~/lib/media/photos.server";
import { motifs } from "~/lib/media/motifs.server";
import { ForeignTerms } from "~/components/text/foreign-terms";
import type { Route } from "./+types/about";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ url }: Route.LoaderArgs) {
  const content = siteContent();
  const { site, about } = content;
  return {
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/tentang"],
      description: `Profil GMKI Cabang Wamena: Tri Panji, Tiga Medan Layan, visi, dan misi pelayanan mahasiswa Kristen di Wamena sejak ${site.foundedBranch}.`,
    }),
    header: {
      motif: motifs.tentang,
      eyebrow: "Tentang",
      title: pageNames["/tentang"],
      intro: "Jati diri, panji, dan arah pelayanan kami.",
    },
    profile: {
      heading: { eyebrow: "Siapa Kami", title: "Rumah mahasiswa Kristen di Wamena" },
      paragraphs: about.intro,
      photo: photoData(about.photo),
    },
    triPanji: {
      heading: {
        eyebrow: "Tri Panji",
        title: "Tiga panji yang kami junjung",
        intro: "Tri Panji menggambarkan mahasiswa yang ingin kami bina: utuh dalam iman, ilmu, dan pengabdian.",
      },
      items: about.triPanji.map(withIcon),
    },
    fieldsOfService: {
      heading: {
        eyebrow: "Tiga Medan Layan",
        title: "Medan pelayanan kami",
        intro: "Tiga tempat GMKI hadir dan melayani: gereja, perguruan tinggi, dan masyarakat.",
      },
      items: about.fieldsOfService.map(withIcon),
    },
    motto: { heading: "Semboyan", text: site.motto, meaning: site.mottoMeaning, verse: site.mottoVerse },
    direction: {
      heading: { eyebrow: "Arah pelayanan", title: "Visi dan misi" },
      vision: { title: "Visi", text: about.vision },
      mission: { title: "Misi", items: about.mission },
    },
    founding: {
      national: { label: "GMKI berdiri", date: site.foundedNational },
      branch: { label: "Cabang berdiri", year: site.foundedBranch },
      // The same figures as home's.
      ...branchFigures(content, buildDay, siteSamples()),
      sampleNote: siteSamples().note([
        { place: "site.json#foundedBranch", what: "tahun berdiri" },
        { place: FIGURES.place, what: "angka anggota" },
      ]),
    },
    related: related([
      { href: "/tentang-bpc", text: "Pengurus periode ini dan bidang-bidangnya." },
      { href: "/tentang-demisioner", text: "Pengurus periode sebelumnya." },
      { href: "/sejarah-gmki-wamena", text: "Dari CSV op Java sampai hari ini." },
    ]),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { profile, motto, triPanji, fieldsOfService, direction, founding } = loaderData;
  return (
    <div {...searchEntry("Profil")}>
      <PageHeader {...loaderData.header} photo={profile.photo} />

      <section aria-labelledby="siapa-kami" className="py-7 sm:py-16 lg:py-20">
        <div className="container-page grid gap-6 sm:gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <SectionHeading id="siapa-kami" {...profile.heading} />
            <div className="mt-4 max-w-prose space-y-4 leading-relaxed text-muted sm:mt-6 sm:text-lg">
              {profile.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>
                  <ForeignTerms>{paragraph}</ForeignTerms>
                </p>
              ))}
            </div>
          </div>
          <div className="lg:pt-24">
            {/* The branch first, then the movement it belongs to. */}
            <dl className="grid grid-cols-2 gap-2 sm:gap-3">
              {[
                { label: founding.branch.label, when: founding.branch.year, text: `Tahun ${founding.branch.year}` },
                {
                  label: founding.national.label,
                  when: founding.national.date,
                  text: formatDate(founding.national.date),
                },
              ].map((fact) => (
                <div
                  key={fact.label}
                  className="flex flex-col-reverse justify-end rounded-card bg-brand-50 px-2.5 py-3 sm:p-4"
                >
                  <dt className="mt-1 text-sm text-muted">{fact.label}</dt>
                  <dd className="text-sm font-bold text-brand-900 sm:text-lg">
                    <time dateTime={String(fact.when)}>{fact.text}</time>
                  </dd>
                </div>
              ))}
            </dl>
            <StatList stats={founding.figures} size="compact" className="mt-5 sm:mt-6" />
            <p className="mt-3 text-xs text-muted sm:text-sm">
              {founding.note} <SampleNote note={founding.sampleNote} inline />
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="semboyan" className="bg-brand-900 py-6 on-dark sm:py-16 lg:py-20">
        <div className="container-page text-center">
          <h2 id="semboyan" className="eyebrow text-accent-400">
            {motto.heading}
          </h2>
          <figure className="mx-auto mt-3 max-w-3xl sm:mt-4">
            <blockquote>
              <p lang="la" className="text-2xl font-bold text-white italic sm:text-title">
                “{motto.text}”
              </p>
            </blockquote>
            <figcaption className="mt-3 text-brand-200 sm:mt-4 sm:text-lg">
              “{motto.meaning}” ({motto.verse})
            </figcaption>
          </figure>
        </div>
      </section>

      <PageSection id="tri-panji" {...triPanji.heading} introClassName="max-sm:hidden">
        {/* Rows between lines on a phone, cards from 48rem. */}
        <ul className="grid divide-y divide-line md:grid-cols-3 md:gap-6 md:divide-y-0">
          {triPanji.items.map((panji) => (
            <li
              key={panji.title}
              className="grid grid-cols-[auto_1fr] gap-x-4 py-4 max-md:first:pt-0 md:block md:card md:p-7"
            >
              <span className="row-span-2 icon-badge size-11 md:size-12">
                <Icon icon={panji.icon} className="size-6" />
              </span>
              <h3 className="text-lg md:mt-5 md:text-xl">
                <ForeignTerms>{panji.title}</ForeignTerms>
              </h3>
              <p className="mt-1 text-sm/relaxed text-muted md:mt-2 md:text-base/relaxed">
                <ForeignTerms>{panji.description}</ForeignTerms>
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="medan-layan" tone="paper" {...fieldsOfService.heading} introClassName="max-sm:hidden">
        <ul className="grid gap-4 sm:gap-6 md:grid-cols-3 md:gap-8">
          {fieldsOfService.items.map((field) => (
            <li key={field.title} className="flex gap-4">
              <Icon icon={field.icon} className="mt-1 size-7 shrink-0 text-accent-700" />
              <div>
                <h3 className="text-xl">
                  <ForeignTerms>{field.title}</ForeignTerms>
                </h3>
                <p className="mt-1 text-sm/relaxed text-muted sm:mt-2 sm:text-base/relaxed">
                  <ForeignTerms>{field.description}</ForeignTerms>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="visi-misi" className="py-8 sm:py-16 lg:py-20">
        {/* The heading above both columns, so that Visi and Misi start on one line. */}
        <div className="container-page">
          <SectionHeading id="visi-misi" {...direction.heading} />
        </div>
        <div className="container-page mt-5 grid gap-6 sm:mt-8 sm:gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div>
            <h3 className="text-xl">{direction.vision.title}</h3>
            <p className="mt-2 leading-relaxed text-muted sm:text-lg">
              <ForeignTerms>{direction.vision.text}</ForeignTerms>
            </p>
          </div>
          <div>
            <h3 className="text-xl">{direction.mission.title}</h3>
            <ol className="mt-3 space-y-3 sm:mt-4 sm:space-y-4">
              {direction.mission.items.map((mission, index) => (
                <li key={mission} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-50 font-bold text-accent-700"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-1 text-sm/relaxed text-muted sm:pt-0.5 sm:text-base/relaxed">
                    <ForeignTerms>{mission}</ForeignTerms>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <RelatedPages {...loaderData.related} />
    </div>
  );
}
