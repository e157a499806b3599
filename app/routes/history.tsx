import { PageHeader } from "~/components/layout/page-header";
import { RelatedPages } from "~/components/layout/related-pages";
import { siteContent } from "~/content/content.server";
import { formatDate } from "~/lib/dates";
import { pageNames } from "~/lib/page-names";
import { related } from "~/lib/related.server";
import { pageMeta, pagePath } from "~/lib/meta.server";
import { motifs } from "~/lib/motifs.server";
import type { Route } from "./+types/history";
import { ForeignTerms } from "~/components/ui/foreign-terms";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const { site, timeline } = siteContent();
  return {
    head: pageMeta({
      path: pagePath(request),
      title: pageNames["/sejarah-gmki-wamena"],
      description: `Sejarah GMKI dari CSV op Java dan berdirinya GMKI pada ${formatDate(site.foundedNational)} sampai GMKI Cabang Wamena sejak ${site.foundedBranch}.`,
    }),
    header: {
      motif: motifs.sejarah,
      eyebrow: "Tentang",
      title: pageNames["/sejarah-gmki-wamena"],
      intro:
        "Dari persekutuan mahasiswa Kristen di Jawa pada 1932 sampai pelayanan di kampus-kampus Lembah Baliem hari ini.",
    },
    timeline,
    related: related([
      { href: "/tentang", text: "Tri Panji, Tiga Medan Layan, visi, dan misi." },
      { href: "/tentang-demisioner", text: "Pengurus periode sebelumnya." },
      { href: "/tentang-bpc", text: "Pengurus periode ini." },
    ]),
  };
}

export default function HistoryPage({ loaderData }: Route.ComponentProps) {
  const { timeline } = loaderData;
  return (
    <>
      <PageHeader {...loaderData.header} />
      <section aria-label="Linimasa sejarah" className="py-10 sm:py-16 lg:py-24">
        <div className="container-page">
          {/* A line down the left on phones; years in their own column from md up. */}
          <ol className="relative mx-auto max-w-3xl">
            {timeline.map((entry, index) => (
              <li
                key={`${entry.year}-${entry.title}`}
                className="relative grid gap-0.5 pb-7 pl-10 last:pb-0 md:grid-cols-[7rem_1fr] md:gap-10 md:pb-10 md:pl-0"
              >
                {/* The line and the dot. */}
                {index < timeline.length - 1 && (
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
                  <time dateTime={String(entry.year)}>{entry.year}</time>
                </p>
                <div className="md:pl-8">
                  <h2 className="text-xl">
                    <ForeignTerms>{entry.title}</ForeignTerms>
                  </h2>
                  <p className="mt-1 leading-relaxed text-muted md:mt-2">
                    <ForeignTerms>{entry.description}</ForeignTerms>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <RelatedPages {...loaderData.related} />
    </>
  );
}
