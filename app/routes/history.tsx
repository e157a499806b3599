import { PageHeader } from "~/components/layout/page-header";
import { searchEntry } from "~/components/search/search-entry";
import { RelatedPages } from "~/components/layout/related-pages";
import { siteContent } from "~/content/content.server";
import { formatDate } from "~/lib/dates/format";
import { timelineEntries } from "~/lib/page-data/timeline.server";
import { pageNames } from "~/lib/pages/names";
import { related } from "~/lib/pages/related.server";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { motifs } from "~/lib/media/motifs.server";
import type { Route } from "./+types/history";
import { ForeignTerms } from "~/components/text/foreign-terms";
import { SectionHeading } from "~/components/ui/section-heading";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ url }: Route.LoaderArgs) {
  const { site, timeline } = siteContent();
  const entries = timelineEntries(site, timeline);
  return {
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/sejarah-gmki-wamena"],
      description: `Sejarah GMKI Cabang Wamena sejak ${site.foundedBranch}, dan akar gerakannya: CSV op Java dan berdirinya GMKI pada ${formatDate(site.foundedNational)}.`,
    }),
    header: {
      motif: motifs.sejarah,
      eyebrow: "Tentang",
      title: pageNames["/sejarah-gmki-wamena"],
      intro: `Melayani mahasiswa di kampus-kampus Lembah Baliem sejak ${site.foundedBranch}, dari gerakan yang berakar pada persekutuan mahasiswa Kristen di Jawa.`,
    },
    // The branch's own years first: what a visitor here came to read.
    founded: site.foundedBranch,
    branchYears: entries.filter((entry) => entry.year >= site.foundedBranch),
    rootYears: entries.filter((entry) => entry.year < site.foundedBranch),
    related: related([
      { href: "/tentang", text: "Tri Panji, Tiga Medan Layan, visi, dan misi." },
      { href: "/tentang-demisioner", text: "Pengurus periode sebelumnya." },
      { href: "/tentang-bpc", text: "Pengurus periode ini." },
    ]),
  };
}

export default function HistoryPage({ loaderData }: Route.ComponentProps) {
  const { founded, branchYears, rootYears } = loaderData;
  return (
    <div {...searchEntry("Profil")}>
      <PageHeader {...loaderData.header} />
      <div className="space-y-12 py-10 sm:space-y-16 sm:py-16 lg:py-24">
        {branchYears.length > 0 && (
          <Timeline id="cabang" eyebrow={`Sejak ${founded}`} title="Cabang Wamena" entries={branchYears} />
        )}
        {rootYears.length > 0 && <Timeline id="akar" eyebrow="Sebelumnya" title="Akar gerakan" entries={rootYears} />}
      </div>
      <RelatedPages {...loaderData.related} />
    </div>
  );
}

type Entry = Route.ComponentProps["loaderData"]["branchYears"][number];

/** Years down a line on phones; years in their own column from md up. */
function Timeline({
  id,
  eyebrow,
  title,
  entries,
}: {
  id: string;
  eyebrow: string;
  title: string;
  entries: readonly Entry[];
}) {
  return (
    <section aria-labelledby={id} className="container-page">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} className="mb-6 md:mb-8" />
        <ol className="relative">
          {entries.map((entry, index) => (
            <li
              key={`${entry.year}-${entry.title}`}
              className="relative grid gap-0.5 pb-7 pl-10 last:pb-0 md:grid-cols-[7rem_1fr] md:gap-10 md:pb-10 md:pl-0"
            >
              {/* The line and the dot. */}
              {index < entries.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-3 bottom-0 left-[0.6875rem] w-0.5 bg-brand-200 md:left-[8.1875rem]"
                />
              )}
              <span
                aria-hidden="true"
                className="absolute top-1 left-0 size-6 rounded-full border-4 border-white bg-accent-400 shadow-[0_0_0_2px_var(--color-brand-200)] md:left-[7.5rem]"
              />
              <p className="text-xl font-extrabold text-brand-700 md:text-right md:text-2xl">
                <time dateTime={entry.day?.date ?? String(entry.year)}>{entry.year}</time>
              </p>
              <div className="md:pl-8">
                <h3 className="text-xl">
                  <ForeignTerms>{entry.title}</ForeignTerms>
                </h3>
                {entry.day && <p className="mt-0.5 font-semibold text-accent-700">{entry.day.text}</p>}
                <p className="mt-1 leading-relaxed text-muted md:mt-2">
                  <ForeignTerms>{entry.description}</ForeignTerms>
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
