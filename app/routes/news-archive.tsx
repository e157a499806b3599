import { ArrowRight } from "lucide";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ArchiveList } from "~/components/archive/archive-list";
import { ArchiveYears } from "~/components/archive/archive-years";
import { PageHeader } from "~/components/layout/page-header";
import { Icon } from "~/components/ui/icon";
import { siteContent } from "~/content/content.server";
import { formatDate } from "~/lib/dates/format";
import { motifs } from "~/lib/media/motifs.server";
import { pageMeta, requestPath, structuredData } from "~/lib/meta/page-meta.server";
import { breadcrumbLd } from "~/lib/meta/structured-data.server";
import { archiveYear, ofYear, yearsOf } from "~/lib/page-data/archive.server";
import { hasBody } from "~/lib/page-data/articles.server";
import { articlePath } from "~/lib/pages/addresses";
import { pageNames } from "~/lib/pages/names";
import { newsCategoryNames } from "~/lib/text/content-names";

// Typed without React Router's generated types: the route exists only while there is an article.
export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

// A year of news, newest first: every article of that year, with no script.
export function loader({ request }: LoaderFunctionArgs) {
  const path = requestPath(request);
  const year = archiveYear(path);
  const { news } = siteContent();
  const items = ofYear(news, year);
  if (items.length === 0) throw new Response("Not found", { status: 404 });
  const title = `Arsip Berita ${year}`;
  return {
    head: pageMeta({
      path,
      title,
      description: `Semua berita dan tulisan anggota GMKI Cabang Wamena tahun ${year}, dari yang terbaru.`,
      extra: structuredData(
        breadcrumbLd([
          { name: pageNames["/"], path: "/" },
          { name: pageNames["/berita"], path: "/berita" },
          { name: title, path },
        ]),
      ),
    }),
    header: {
      motif: motifs.berita,
      eyebrow: "Arsip",
      title,
      intro: `${items.length} tulisan dari tahun ${year}, dari yang terbaru.`,
    },
    year,
    years: yearsOf(news),
    entries: items.map((item) => ({
      slug: item.slug,
      title: item.title,
      date: item.date,
      shownDate: formatDate(item.date),
      detail: `${newsCategoryNames[item.category]}, ${item.author}`,
      ...(hasBody(item) ? { href: articlePath(item.slug) } : { excerpt: item.excerpt }),
    })),
  };
}

export default function NewsArchivePage() {
  const { header, year, years, entries } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader {...header} />
      <div className="container-page space-y-8 py-8 sm:py-12 lg:py-16">
        <ArchiveYears label="Arsip berita per tahun" years={years} base="/berita/arsip" current={year} />
        <ArchiveList entries={entries} />
        <Link
          to="/berita"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          <Icon icon={ArrowRight} className="size-5 rotate-180" />
          Kembali ke Berita
        </Link>
      </div>
    </>
  );
}
