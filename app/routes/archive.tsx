import { numberWord } from "~/lib/text/number-words";
import { ArrowRight } from "lucide";
import { ArchiveList } from "~/components/archive/archive-list";
import { ArchiveYears } from "~/components/archive/archive-years";
import { SearchBox } from "~/components/search/search-box";
import { PageHeader } from "~/components/layout/page-header";
import { Icon } from "~/components/ui/icon";
import { siteContent } from "~/content/content.server";
import { buildDay } from "~/lib/dates/build-day.server";
import { formatDate, formatTimeRange, isOnOrAfter } from "~/lib/dates/format";
import { motifs } from "~/lib/media/motifs.server";
import { pageMeta, requestPath, structuredData } from "~/lib/meta/page-meta.server";
import { breadcrumbLd } from "~/lib/meta/structured-data.server";
import { archiveYear, ofYear, yearsOf } from "~/lib/page-data/archive.server";
import { hasBody } from "~/lib/page-data/articles.server";
import { articlePath, eventPath, sitePath } from "~/lib/pages/addresses";
import { pageNames } from "~/lib/pages/names";
import { newsCategoryNames } from "~/lib/text/content-names";
import type { Route } from "./+types/archive";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/**
 * A year of the archive, newest first, with no script: /berita/arsip/<year>
 * (every article of that year) or /kegiatan/arsip/<year> (every event, those
 * still to come marked; a year wholly ahead is "Kegiatan 2027", soonest first). One
 * route serves both: their pages differ in words, not in layout.
 */
export function loader({ url }: Route.LoaderArgs) {
  const path = requestPath(url);
  const year = archiveYear(path);
  const { news, events } = siteContent();
  const section = path.startsWith("/berita/") ? "/berita" : path.startsWith("/kegiatan/") ? "/kegiatan" : null;
  const entries =
    section === "/berita"
      ? ofYear(news, year).map((item) => ({
          slug: item.slug,
          title: item.title,
          date: item.date,
          shownDate: formatDate(item.date),
          detail: `${newsCategoryNames[item.category]}, ${item.author}`,
          ...(hasBody(item) ? { href: articlePath(item.slug) } : { excerpt: item.excerpt }),
        }))
      : section === "/kegiatan"
        ? ofYear(events, year).map((event) => ({
            slug: event.slug,
            title: event.title,
            date: event.date,
            shownDate: formatDate(event.date),
            detail: `${formatTimeRange(event.startTime, event.endTime)}, ${event.location}`,
            href: eventPath(event.slug),
            ...(isOnOrAfter(event.date, buildDay) ? { note: "Akan datang" } : {}),
          }))
        : [];
  if (!section || entries.length === 0) throw new Response("Not found", { status: 404 });
  const isNews = section === "/berita";
  // A year whose events are all still to come is a programme, not an archive: soonest first.
  const ahead = !isNews && entries.every((entry) => "note" in entry);
  if (ahead) entries.reverse();
  const title = ahead ? `Kegiatan ${year}` : `Arsip ${isNews ? "Berita" : "Kegiatan"} ${year}`;
  return {
    head: pageMeta({
      path,
      title,
      description: isNews
        ? `Semua berita dan tulisan anggota GMKI Cabang Wamena tahun ${year}, dari yang terbaru.`
        : `${ahead ? "Kegiatan terjadwal" : "Semua kegiatan"} GMKI Cabang Wamena tahun ${year}: ibadah, pendidikan kader, dan pelayanan sosial.`,
      extra: structuredData(
        breadcrumbLd([
          { name: pageNames["/"], path: "/" },
          { name: pageNames[section], path: section },
          { name: title, path },
        ]),
      ),
    }),
    header: {
      motif: isNews ? motifs.berita : motifs.kegiatan,
      eyebrow: ahead ? "Kegiatan" : "Arsip",
      title,
      // A sentence never starts with a numeral: "Ada empat kegiatan …"; an order only where there are several.
      intro: `Ada ${numberWord(entries.length)} ${isNews ? "tulisan" : ahead ? "kegiatan terjadwal" : "kegiatan"} tahun ${year}${
        entries.length > 1
          ? `, diurutkan dari yang ${isNews ? "terbaru" : ahead ? "paling dekat" : "paling akhir"}.`
          : "."
      }`,
    },
    section,
    back: `Kembali ke ${pageNames[section]}`,
    yearsLabel: isNews ? "Arsip berita per tahun" : "Arsip kegiatan per tahun",
    year,
    years: yearsOf(isNews ? news : events),
    entries,
  };
}

export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  const { header, section, back, yearsLabel, year, years, entries } = loaderData;
  return (
    <>
      <PageHeader {...header} />
      <div className="container-page space-y-8 py-8 sm:py-12 lg:py-16">
        <SearchBox />
        <ArchiveYears label={yearsLabel} years={years} base={`${section}/arsip`} current={year} />
        <ArchiveList entries={entries} />
        <a
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
          href={sitePath(section)}
        >
          <Icon icon={ArrowRight} className="size-5 rotate-180" />
          {back}
        </a>
      </div>
    </>
  );
}
