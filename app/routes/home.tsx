import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { FeaturedProgramsSection } from "~/components/home/featured-programs-section";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { JoinSection } from "~/components/home/join-section";
import { StatsSection } from "~/components/home/stats-section";
import { UpcomingEventsSection } from "~/components/home/upcoming-events-section";
import { PageTitle } from "~/components/layout/page-title";
import { ButtonLink } from "~/components/ui/button";
import { siteContent } from "~/content/content.server";
import { buildDay } from "~/lib/build-day.server";
import { upcoming } from "~/lib/events";
import { withIcon } from "~/lib/icons.server";
import { pageMeta, pagePath, structuredData } from "~/lib/meta.server";
import { preloadPhoto } from "~/lib/photo-data";
import { photoData } from "~/lib/photos.server";
import { organizationLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/home";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// Runs once, when the page is prerendered: the page's content travels in its
// HTML, so its JavaScript stays the same size however much text there is.
export function loader({ request }: Route.LoaderArgs) {
  const { site, home, events } = siteContent();
  const photos = home.heroPhotos.map(photoData);
  return {
    head: pageMeta({
      path: pagePath(request),
      title: "Beranda",
      description:
        "GMKI Cabang Wamena: persekutuan, pembinaan, dan pelayanan mahasiswa Kristen di Wamena, Papua Pegunungan. Tinggi Iman, Tinggi Ilmu, Tinggi Pengabdian.",
      extra: [preloadPhoto(photos[0]!, "100vw"), ...structuredData(organizationLd())],
    }),
    name: site.name,
    motto: site.motto,
    hero: home.hero,
    heroPhotos: photos,
    stats: {
      heading: { eyebrow: "Dalam Angka", title: "Satu keluarga dari kampus-kampus Wamena" },
      stats: home.stats,
    },
    programs: {
      heading: {
        eyebrow: "Program Unggulan",
        title: "Iman, ilmu, dan pengabdian dalam tindakan",
        intro: "Tiga jalan pelayanan yang menjadi denyut kehidupan GMKI Cabang Wamena sepanjang tahun.",
      },
      programs: home.featuredPrograms.map(withIcon),
    },
    agenda: {
      heading: {
        eyebrow: "Agenda",
        title: "Kegiatan terdekat",
        intro: "Terbuka untuk anggota dan mahasiswa yang ingin mengenal GMKI lebih dekat.",
      },
      buildDay,
      // All that are still to come: on the visitor's day some may have passed.
      events: upcoming(events, buildDay).map(({ slug, title, date, startTime, endTime, location }) => ({
        slug,
        title,
        date,
        startTime,
        endTime,
        location,
      })),
    },
    joinCall: home.joinCall,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, stats, programs, agenda } = loaderData;
  return (
    <>
      <HeroCarousel photos={loaderData.heroPhotos} label={hero.photosLabel}>
        <div className="max-w-3xl">
          <p className="eyebrow text-accent-400 sm:text-base">{hero.eyebrow}</p>
          <PageTitle className="mt-3 text-white">{loaderData.name}</PageTitle>
          <p className="mt-3 text-xl font-semibold text-accent-300 sm:text-2xl">{hero.tagline}</p>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-white/90">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/tentang" variant="accent">
              Kenali Kami
              <Icon icon={ArrowRight} className="size-5" />
            </ButtonLink>
            <ButtonLink to="/kegiatan" variant="outline-light">
              Lihat Kegiatan
            </ButtonLink>
          </div>
        </div>
      </HeroCarousel>
      <StatsSection heading={stats.heading} stats={stats.stats} />
      <FeaturedProgramsSection heading={programs.heading} programs={programs.programs} />
      <UpcomingEventsSection heading={agenda.heading} events={agenda.events} buildDay={agenda.buildDay} />
      <JoinSection joinCall={loaderData.joinCall} eyebrow={loaderData.motto} />
    </>
  );
}
