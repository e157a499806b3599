import { ArrowRight } from "lucide";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ArchiveList } from "~/components/archive/archive-list";
import { ArchiveYears } from "~/components/archive/archive-years";
import { PageHeader } from "~/components/layout/page-header";
import { Icon } from "~/components/ui/icon";
import { siteContent } from "~/content/content.server";
import { formatDate, formatTimeRange } from "~/lib/dates/format";
import { motifs } from "~/lib/media/motifs.server";
import { pageMeta, requestPath, structuredData } from "~/lib/meta/page-meta.server";
import { breadcrumbLd } from "~/lib/meta/structured-data.server";
import { archiveYear, ofYear, yearsOf } from "~/lib/page-data/archive.server";
import { eventPath } from "~/lib/pages/addresses";
import { pageNames } from "~/lib/pages/names";

// Typed without React Router's generated types: the route exists only while there is an event.
export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

// A year of events, the latest first: every event of that year, with no script.
export function loader({ request }: LoaderFunctionArgs) {
  const path = requestPath(request);
  const year = archiveYear(path);
  const { events } = siteContent();
  const items = ofYear(events, year);
  if (items.length === 0) throw new Response("Not found", { status: 404 });
  const title = `Arsip Kegiatan ${year}`;
  return {
    head: pageMeta({
      path,
      title,
      description: `Semua kegiatan GMKI Cabang Wamena tahun ${year}: ibadah, pendidikan kader, dan pelayanan sosial.`,
      extra: structuredData(
        breadcrumbLd([
          { name: pageNames["/"], path: "/" },
          { name: pageNames["/kegiatan"], path: "/kegiatan" },
          { name: title, path },
        ]),
      ),
    }),
    header: {
      motif: motifs.kegiatan,
      eyebrow: "Arsip",
      title,
      intro: `${items.length} kegiatan tahun ${year}, dari yang terakhir.`,
    },
    year,
    years: yearsOf(events),
    entries: items.map((event) => ({
      slug: event.slug,
      title: event.title,
      date: event.date,
      shownDate: formatDate(event.date),
      detail: `${formatTimeRange(event.startTime, event.endTime)}, ${event.location}`,
      href: eventPath(event.slug),
    })),
  };
}

export default function EventsArchivePage() {
  const { header, year, years, entries } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader {...header} />
      <div className="container-page space-y-8 py-8 sm:py-12 lg:py-16">
        <ArchiveYears label="Arsip kegiatan per tahun" years={years} base="/kegiatan/arsip" current={year} />
        <ArchiveList entries={entries} />
        <Link
          to="/kegiatan"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          <Icon icon={ArrowRight} className="size-5 rotate-180" />
          Kembali ke Kegiatan
        </Link>
      </div>
    </>
  );
}
