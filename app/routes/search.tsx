import { ArchiveYears } from "~/components/archive/archive-years";
import { PageHeader } from "~/components/layout/page-header";
import { SearchBox } from "~/components/search/search-box";
import { siteContent } from "~/content/content.server";
import { motifs } from "~/lib/media/motifs.server";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { yearsOf } from "~/lib/page-data/archive.server";
import { searchScope } from "~/lib/page-data/site-data.server";
import { pageNames } from "~/lib/pages/names";
import type { Route } from "./+types/search";
import { sitePath } from "~/lib/pages/addresses";
import {
  hook,
  SEARCH_DATE,
  SEARCH_EXCERPT,
  SEARCH_ITEM,
  SEARCH_KIND,
  SEARCH_LIST,
  SEARCH_MORE,
  SEARCH_STATUS,
} from "~/lib/browser/hooks";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/**
 * The search's results page, /cari/?q=…: its one script
 * (app/scripts/search.ts, added at build) loads Pagefind once there are words
 * to look for, and is the only page whose policy allows WebAssembly
 * (scripts/build/security.mjs). Without JavaScript it offers the archive,
 * a page a year, where every article and event can still be found.
 */
export function loader({ url }: Route.LoaderArgs) {
  const { news, events, documents } = siteContent();
  const { kinds } = searchScope(documents.length);
  return {
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/cari"],
      description: `Cari ${kinds} GMKI Cabang Wamena dari semua tahun.`,
    }),
    header: {
      motif: motifs.berita,
      eyebrow: "Cari",
      title: pageNames["/cari"],
      intro: `${kinds[0]!.toUpperCase()}${kinds.slice(1)} GMKI Cabang Wamena, dari semua tahun.`,
    },
    newsYears: yearsOf(news),
    eventYears: yearsOf(events),
  };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { newsYears, eventYears } = loaderData;
  return (
    <>
      <PageHeader {...loaderData.header} />
      <div className="container-page space-y-10 py-8 sm:py-12 lg:py-16">
        <section aria-labelledby="hasil" className="space-y-4">
          <h2 id="hasil" className="sr-only">
            Hasil pencarian
          </h2>
          <SearchBox label="Kata yang dicari" resultsPage />
          <p data-noscript-only="" className="hidden max-w-prose rounded-card bg-accent-50 p-4 text-ink">
            Pencarian memerlukan JavaScript, yang tidak aktif di peramban Anda. Semua berita dan kegiatan tetap dapat
            dibaca di arsip per tahun di bawah ini.
          </p>
          <p role="status" {...hook(SEARCH_STATUS)} className="font-semibold text-ink" />
          <ol {...hook(SEARCH_LIST)} className="divide-y divide-line border-line [&:not(:empty)]:border-y" />
          {/* One result, as the archive lists an entry; the search's script fills a copy for each. */}
          <template {...hook(SEARCH_ITEM)}>
            <li className="py-4">
              <h3 className="text-lg leading-snug font-semibold">
                <a href={sitePath("/")} className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  Judul
                </a>
              </h3>
              <p className="mt-1 text-sm text-muted">
                <span {...hook(SEARCH_KIND)} />
                <span aria-hidden="true"> · </span>
                {/* Its date, when the result has one (else gone with the dot before it). */}
                <time {...hook(SEARCH_DATE)} dateTime="2026-01-01">
                  1 Januari 2026
                </time>
              </p>
              <p {...hook(SEARCH_EXCERPT)} className="mt-2 max-w-prose [&_mark]:bg-accent-300 [&_mark]:text-ink" />
            </li>
          </template>
          <button
            type="button"
            {...hook(SEARCH_MORE)}
            hidden
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            Tampilkan hasil lainnya
          </button>
        </section>
        <section aria-labelledby="arsip" className="space-y-4">
          <h2 id="arsip" className="text-title">
            Arsip per tahun
          </h2>
          {newsYears.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-lg">Berita</h3>
              <ArchiveYears label="Arsip berita per tahun" years={newsYears} base="/berita/arsip" />
            </div>
          )}
          {eventYears.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-lg">Kegiatan</h3>
              <ArchiveYears label="Arsip kegiatan per tahun" years={eventYears} base="/kegiatan/arsip" />
            </div>
          )}
        </section>
      </div>
    </>
  );
}
