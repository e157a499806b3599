import { BookOpen, Church, GraduationCap, HandHeart, School, Users } from "lucide";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { RelatedPages } from "~/components/layout/related-pages";
import { Photo } from "~/components/media/photo";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatList } from "~/components/ui/stat-list";
import { aboutStats, profile } from "~/content/about";
import { site } from "~/content/site";
import { formatDate } from "~/lib/dates";
import { pageMeta, pagePath } from "~/lib/meta.server";
import { photoData } from "~/lib/photos.server";
import type { Route } from "./+types/about";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ request }: Route.LoaderArgs) {
  return {
    photo: photoData("kabut-pagi"),
    head: pageMeta({
      path: pagePath(request),
      title: "Tentang Kami",
      description:
        "Profil GMKI Cabang Wamena: Tri Panji, Tiga Medan Layan, visi dan misi pelayanan mahasiswa Kristen di Wamena sejak 1985.",
    }),
  };
}

const panjiIcons = [BookOpen, GraduationCap, HandHeart];
const fieldIcons = [Church, School, Users];

const relatedPages = [
  { href: "/tentang-bpc", title: "Badan Pengurus Cabang", text: "Pengurus periode ini dan bidang-bidangnya." },
  { href: "/tentang-demisioner", title: "Pengurus Demisioner", text: "Pengurus periode sebelumnya." },
  { href: "/sejarah-gmki-wamena", title: "Sejarah", text: "Dari CSV op Java sampai hari ini." },
];

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Tentang Kami"
        title="Tentang GMKI Cabang Wamena"
        intro="Organisasi kader mahasiswa Kristen yang melayani gereja, perguruan tinggi dan masyarakat di lembah Baliem."
      />

      <section aria-labelledby="siapa-kami" className="py-16 lg:py-20">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="siapa-kami" eyebrow="Siapa Kami" title="Bagian dari gerakan sejak 1950" />
            <div className="mt-6 space-y-4 leading-relaxed text-muted">
              {profile.intro.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <Photo
            photo={loaderData.photo}
            alt=""
            sizes="(min-width: 64rem) 36rem, 100vw"
            className="aspect-[4/3] rounded-card shadow-card"
          />
        </div>
      </section>

      <section aria-labelledby="semboyan" className="bg-brand-900 py-16 on-dark lg:py-20">
        <div className="container-page text-center">
          <h2 id="semboyan" className="eyebrow text-accent-400">
            Semboyan
          </h2>
          <figure className="mx-auto mt-4 max-w-3xl">
            <blockquote>
              <p lang="la" className="text-title font-bold text-white italic">
                “{site.motto}”
              </p>
            </blockquote>
            <figcaption className="mt-4 text-lg text-brand-200">
              {site.mottoMeaning}, {site.mottoVerse}
            </figcaption>
          </figure>
        </div>
      </section>

      <PageSection
        id="tri-panji"
        eyebrow="Tri Panji"
        title="Tiga panji yang kami junjung"
        intro="Tri Panji GMKI merangkum siapa yang ingin kami bentuk: mahasiswa yang utuh dalam iman, ilmu dan pengabdian."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {profile.triPanji.map((panji, index) => (
            <li key={panji.title} className="card p-7">
              <span className="icon-badge size-12">
                <Icon icon={panjiIcons[index] ?? BookOpen} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl">{panji.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{panji.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="medan-layan"
        tone="paper"
        eyebrow="Tiga Medan Layan"
        title="Di mana kami melayani"
        intro="GMKI berasaskan Pancasila, bersifat gerejawi dan tidak berafiliasi dengan partai politik mana pun."
      >
        <ul className="grid gap-8 md:grid-cols-3">
          {profile.fieldsOfService.map((field, index) => (
            <li key={field.title} className="flex gap-4">
              <Icon icon={fieldIcons[index] ?? Church} className="mt-1 size-7 shrink-0 text-accent-700" />
              <div>
                <h3 className="text-xl">{field.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{field.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="visi-misi" className="py-16 lg:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div>
            <SectionHeading id="visi-misi" eyebrow="Arah Pelayanan" title="Visi dan Misi" />
            <h3 className="mt-8 text-xl">Visi</h3>
            <p className="mt-2 text-lg leading-relaxed text-muted">{profile.vision}</p>
          </div>
          <div>
            <h3 className="text-xl lg:mt-2">Misi</h3>
            <ol className="mt-4 space-y-4">
              {profile.mission.map((mission, index) => (
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

      <section aria-labelledby="sejak" className="bg-brand-50 py-16 lg:py-20">
        <div className="container-page">
          <SectionHeading id="sejak" eyebrow="Perjalanan" title="Puluhan tahun melayani" align="center" />
          <dl className="mx-auto mt-10 grid max-w-3xl gap-6 sm:grid-cols-2">
            <div className="rounded-card bg-white p-6 text-center shadow-card">
              <dt className="text-muted">GMKI berdiri secara nasional</dt>
              <dd className="mt-2 text-2xl font-bold text-brand-900">
                <time dateTime={site.foundedNational}>{formatDate(site.foundedNational)}</time>
              </dd>
            </div>
            <div className="rounded-card bg-white p-6 text-center shadow-card">
              <dt className="text-muted">GMKI Cabang Wamena berdiri</dt>
              <dd className="mt-2 text-2xl font-bold text-brand-900">
                <time dateTime={String(site.foundedBranch)}>Tahun {site.foundedBranch}</time>
              </dd>
            </div>
          </dl>
          <StatList stats={aboutStats} className="mx-auto mt-14 max-w-3xl" />
        </div>
      </section>

      <RelatedPages pages={relatedPages} />
    </>
  );
}
