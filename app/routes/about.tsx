import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { RelatedPages } from "~/components/layout/related-pages";
import { Photo } from "~/components/media/photo";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatList } from "~/components/ui/stat-list";
import { siteContent } from "~/content/content.server";
import { formatDate } from "~/lib/dates";
import { withIcon } from "~/lib/icons.server";
import { pageNames } from "~/lib/page-names";
import { related } from "~/lib/related.server";
import { pageMeta, pagePath } from "~/lib/meta.server";
import { photoData } from "~/lib/photos.server";
import type { Route } from "./+types/about";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const { site, about } = siteContent();
  return {
    head: pageMeta({
      path: pagePath(request),
      title: pageNames["/tentang"],
      description:
        "Profil GMKI Cabang Wamena: Tri Panji, Tiga Medan Layan, visi, dan misi pelayanan mahasiswa Kristen di Wamena sejak 1985.",
    }),
    header: {
      eyebrow: "Tentang",
      title: pageNames["/tentang"],
      intro:
        "Organisasi kader mahasiswa Kristen yang melayani gereja, perguruan tinggi, dan masyarakat di Lembah Baliem.",
    },
    profile: {
      heading: { eyebrow: "Siapa Kami", title: "Bagian dari gerakan sejak 1950" },
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
        title: "Di mana kami melayani",
        intro: "Tiga tempat GMKI hadir dan melayani: gereja, perguruan tinggi, dan masyarakat.",
      },
      items: about.fieldsOfService.map(withIcon),
    },
    motto: { heading: "Semboyan", text: site.motto, meaning: site.mottoMeaning, verse: site.mottoVerse },
    direction: {
      heading: { eyebrow: "Arah Pelayanan", title: "Visi dan Misi" },
      vision: { title: "Visi", text: about.vision },
      mission: { title: "Misi", items: about.mission },
    },
    founding: {
      heading: { eyebrow: "Perjalanan", title: "Puluhan tahun melayani" },
      national: { label: "GMKI berdiri secara nasional", date: site.foundedNational },
      branch: { label: `${site.name} berdiri`, year: site.foundedBranch },
      stats: about.stats,
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
    <>
      <PageHeader {...loaderData.header} />

      <section aria-labelledby="siapa-kami" className="py-10 sm:py-16 lg:py-20">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="siapa-kami" {...profile.heading} />
            <div className="mt-6 space-y-4 leading-relaxed text-muted">
              {profile.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          {/* The page's only photo: beside the text on a wide screen, and in a
              phone's first screen whenever the introduction is short. */}
          <Photo
            photo={profile.photo}
            priority
            alt=""
            sizes="(min-width: 64rem) 36rem, 100vw"
            className="aspect-[16/9] rounded-card shadow-card sm:aspect-[4/3]"
          />
        </div>
      </section>

      <section aria-labelledby="semboyan" className="bg-brand-900 py-10 on-dark sm:py-16 lg:py-20">
        <div className="container-page text-center">
          <h2 id="semboyan" className="eyebrow text-accent-400">
            {motto.heading}
          </h2>
          <figure className="mx-auto mt-4 max-w-3xl">
            <blockquote>
              <p lang="la" className="text-title font-bold text-white italic">
                “{motto.text}”
              </p>
            </blockquote>
            <figcaption className="mt-4 text-lg text-brand-200">
              {motto.meaning}, {motto.verse}
            </figcaption>
          </figure>
        </div>
      </section>

      <PageSection id="tri-panji" {...triPanji.heading}>
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {triPanji.items.map((panji) => (
            <li key={panji.title} className="grid grid-cols-[auto_1fr] gap-x-4 card p-5 md:block md:p-7">
              <span className="row-span-2 icon-badge size-11 md:size-12">
                <Icon icon={panji.icon} className="size-6" />
              </span>
              <h3 className="text-lg md:mt-5 md:text-xl">{panji.title}</h3>
              <p className="mt-1 leading-relaxed text-muted md:mt-2">{panji.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="medan-layan" tone="paper" {...fieldsOfService.heading}>
        <ul className="grid gap-6 md:grid-cols-3 md:gap-8">
          {fieldsOfService.items.map((field) => (
            <li key={field.title} className="flex gap-4">
              <Icon icon={field.icon} className="mt-1 size-7 shrink-0 text-accent-700" />
              <div>
                <h3 className="text-xl">{field.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{field.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="visi-misi" className="py-10 sm:py-16 lg:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div>
            <SectionHeading id="visi-misi" {...direction.heading} />
            <h3 className="mt-8 text-xl">{direction.vision.title}</h3>
            <p className="mt-2 leading-relaxed text-muted sm:text-lg">{direction.vision.text}</p>
          </div>
          <div>
            <h3 className="text-xl lg:mt-2">{direction.mission.title}</h3>
            <ol className="mt-4 space-y-4">
              {direction.mission.items.map((mission, index) => (
                <li key={mission} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-50 font-bold text-accent-700"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5 leading-relaxed text-muted">{mission}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section aria-labelledby="sejak" className="bg-brand-50 py-10 sm:py-16 lg:py-20">
        <div className="container-page">
          <SectionHeading id="sejak" {...founding.heading} align="center" />
          <dl className="mx-auto mt-10 grid max-w-3xl gap-6 sm:grid-cols-2">
            <div className="rounded-card bg-white p-6 text-center shadow-card">
              <dt className="text-muted">{founding.national.label}</dt>
              <dd className="mt-2 text-2xl font-bold text-brand-900">
                <time dateTime={founding.national.date}>{formatDate(founding.national.date)}</time>
              </dd>
            </div>
            <div className="rounded-card bg-white p-6 text-center shadow-card">
              <dt className="text-muted">{founding.branch.label}</dt>
              <dd className="mt-2 text-2xl font-bold text-brand-900">
                <time dateTime={String(founding.branch.year)}>Tahun {founding.branch.year}</time>
              </dd>
            </div>
          </dl>
          <StatList stats={founding.stats} className="mx-auto mt-14 max-w-3xl" />
        </div>
      </section>

      <RelatedPages {...loaderData.related} />
    </>
  );
}
