import { FeaturedProgramsSection } from "~/components/home/featured-programs-section";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { JoinSection } from "~/components/home/join-section";
import { StatsSection } from "~/components/home/stats-section";
import { AgendaSection } from "~/components/home/agenda-section";
import { WhatsAppButton } from "~/components/layout/whatsapp-button";
import { LatestNewsSection } from "~/components/home/latest-news-section";
import { PageTitle } from "~/components/layout/page-title";
import { ButtonLink } from "~/components/ui/button";
import { siteContent, siteSamples } from "~/content/content.server";
import { SampleNote } from "~/components/layout/sample-note";
import { buildDay } from "~/lib/dates/build-day.server";
import { upcoming } from "~/lib/dates/upcoming";
import { withIcon } from "~/lib/media/icons.server";
import { pageMeta, requestPath, structuredData } from "~/lib/meta/page-meta.server";
import { heroPhotosPath, preloadPhoto } from "~/lib/media/photo-data";
import { photoData } from "~/lib/media/photos.server";
import { chatWith, inboxNote } from "~/lib/page-data/site-data.server";
import { branchFigures, FIGURES } from "~/lib/page-data/figures.server";
import { organizationLd } from "~/lib/meta/structured-data.server";
import { pageNames } from "~/lib/pages/names";
import { articlePath, sitePath } from "~/lib/pages/addresses";
import type { Route } from "./+types/home";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// In the browser: the carousel and the agenda kept to the visitor's day are the
// page's own small script (app/scripts/home.ts), added at build.

/** How many headlines the home page shows. */
const LATEST_NEWS = 3;

// Runs once, when the page is prerendered: the page's content travels in its
// HTML, so its JavaScript stays the same size however much text there is.
export function loader({ url }: Route.LoaderArgs) {
  const content = siteContent();
  const { site, home, events, programs, news, contact } = content;
  const samples = siteSamples();
  const figures = branchFigures(content, buildDay, samples);
  const photos = home.heroPhotos.map((id) => photoData(id));
  const chat = chatWith(contact, samples, "Shalom, saya ingin bergabung dengan GMKI Cabang Wamena. Bagaimana caranya?");
  return {
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/"],
      description:
        "GMKI Cabang Wamena: persekutuan, pembinaan, dan pelayanan mahasiswa Kristen di Wamena, Papua Pegunungan. Tinggi Iman, Tinggi Ilmu, Tinggi Pengabdian.",
      extra: [preloadPhoto(photos[0]!, "100vw"), ...structuredData(organizationLd())],
    }),
    name: site.name,
    motto: site.motto,
    hero: home.hero,
    // The first drawing; the others load from a file when the carousel starts.
    heroPhoto: photos[0]!,
    laterHeroPhotos: { url: sitePath(heroPhotosPath), count: photos.length - 1 },
    stats: {
      heading: { eyebrow: "Dalam Angka", title: "Satu keluarga dari kampus-kampus Wamena" },
      stats: figures.figures,
      note: figures.note,
      sampleNote: samples.note([FIGURES]),
    },
    programs: {
      heading: {
        eyebrow: "Program Unggulan",
        title: "Iman, ilmu, dan pengabdian",
        intro: "Tiga jalan pelayanan yang menjadi denyut kehidupan GMKI Cabang Wamena sepanjang tahun.",
      },
      programs: home.featuredPrograms.map(withIcon),
    },
    agenda: {
      buildDay,
      // All that are still to come: on the visitor's day some may have passed.
      events: upcoming(events, buildDay).map(({ slug, title, date, startTime, endTime, location, category }) => ({
        slug,
        title,
        date,
        startTime,
        endTime,
        location,
        category,
      })),
      programs: programs.map(({ title, schedule, location }) => ({ title, schedule, location })),
      programsNote: samples.note([{ place: "programs.json", what: "jadwal dan tempat program rutin" }]),
      none: "Belum ada kegiatan terjadwal. Ikuti media sosial kami untuk kabar berikutnya.",
    },
    news: news
      .toSorted((a, b) => b.date.localeCompare(a.date))
      .slice(0, LATEST_NEWS)
      // To the article itself; to its card on /berita when it has no body.
      .map(({ slug, title, date, body }) => ({
        slug,
        title,
        date,
        href: body?.length ? articlePath(slug) : `/berita#${slug}`,
      })),
    // The buttons say what the message is for, and the message says it too; beside them while the number is a sample, the note.
    chat: chat && { join: chat.href, note: inboxNote(samples) },
    joinCall: home.joinCall,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, stats, programs, agenda } = loaderData;
  return (
    <>
      <HeroCarousel photo={loaderData.heroPhoto} later={loaderData.laterHeroPhotos} label={hero.photosLabel}>
        <div className="max-w-3xl">
          <p className="eyebrow text-xs tracking-wide text-accent-300 sm:text-base sm:tracking-widest">
            {hero.eyebrow}
          </p>
          <PageTitle className="mt-1 text-white max-sm:text-[1.625rem] sm:mt-3">{loaderData.name}</PageTitle>
          <p className="mt-1 text-[0.8125rem] font-semibold text-accent-300 sm:mt-3 sm:text-2xl">{hero.tagline}</p>
          <p className="mt-1.5 max-w-xl text-sm/snug text-white/90 sm:mt-4 sm:text-lg/relaxed">{hero.text}</p>
          {/* Joining first, by WhatsApp (how most people here reach the branch), saying what the message is for;
              the spec's two buttons share a row under it on a phone. The next activity follows right under the hero. */}
          <div className="mt-4 flex flex-wrap gap-3 sm:mt-7">
            {loaderData.chat && <WhatsAppButton href={loaderData.chat.join} label="Gabung lewat WhatsApp" />}
            <ButtonLink
              to="/tentang"
              ground="dark"
              variant={loaderData.chat ? "secondary" : "primary"}
              className="grow sm:grow-0"
            >
              Kenali Kami
            </ButtonLink>
            <ButtonLink to="/kegiatan" variant="secondary" ground="dark" className="grow sm:grow-0">
              Lihat Kegiatan
            </ButtonLink>
          </div>
          <SampleNote note={loaderData.chat?.note} tone="dark" className="mt-2" />
        </div>
      </HeroCarousel>
      <AgendaSection {...agenda} />
      <StatsSection heading={stats.heading} stats={stats.stats} note={stats.note} sampleNote={stats.sampleNote} />
      <FeaturedProgramsSection heading={programs.heading} programs={programs.programs} />
      <LatestNewsSection news={loaderData.news} />
      <JoinSection joinCall={loaderData.joinCall} motto={loaderData.motto} chat={loaderData.chat} />
    </>
  );
}
