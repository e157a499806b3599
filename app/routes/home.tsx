import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { FeaturedProgramsSection } from "~/components/home/featured-programs-section";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { JoinSection } from "~/components/home/join-section";
import { StatsSection } from "~/components/home/stats-section";
import { UpcomingEventsSection } from "~/components/home/upcoming-events-section";
import { PageTitle } from "~/components/layout/page-title";
import { ButtonLink } from "~/components/ui/button";
import { events } from "~/content/activities";
import { featuredPrograms, hero, heroPhotos, homeStats, joinCall } from "~/content/home";
import { site } from "~/content/site";
import { upcoming } from "~/lib/events";
import { pageMeta, pagePath, structuredData } from "~/lib/meta.server";
import { preloadPhoto } from "~/lib/photo-data";
import { photoData } from "~/lib/photos.server";
import { organizationLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/home";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// Runs once, when the page is prerendered: the page's content travels in its
// HTML, so its JavaScript stays the same size however much text there is.
export function loader({ request }: Route.LoaderArgs) {
  const photos = heroPhotos.map(photoData);
  return {
    head: pageMeta({
      path: pagePath(request),
      title: "Beranda",
      description:
        "GMKI Cabang Wamena: persekutuan, pembinaan dan pelayanan mahasiswa Kristen di Wamena, Papua Pegunungan. Tinggi Iman, Tinggi Ilmu, Tinggi Pengabdian.",
      extra: [preloadPhoto(photos[0]!, "100vw"), ...structuredData(organizationLd())],
    }),
    hero,
    stats: homeStats,
    programs: featuredPrograms,
    joinCall,
    heroPhotos: photos,
    agenda: upcoming(events)
      .slice(0, 3)
      .map(({ slug, title, date, startTime, endTime, location }) => ({
        slug,
        title,
        date,
        startTime,
        endTime,
        location,
      })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  return (
    <>
      <HeroCarousel photos={loaderData.heroPhotos} label={hero.photosLabel}>
        <div className="max-w-3xl">
          <p className="eyebrow text-accent-400 sm:text-base">{hero.eyebrow}</p>
          <PageTitle className="mt-3 text-white">{site.name}</PageTitle>
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
      <StatsSection stats={loaderData.stats} />
      <FeaturedProgramsSection programs={loaderData.programs} />
      <UpcomingEventsSection events={loaderData.agenda} />
      <JoinSection joinCall={loaderData.joinCall} />
    </>
  );
}
