import { ArrowRight } from "lucide";
import { ShareLinks } from "~/components/layout/share-links";
import { PageHeader } from "~/components/layout/page-header";
import { Face } from "~/components/media/face";
import { Photo } from "~/components/media/photo";
import { ArticleBody } from "~/components/news/article-body";
import { Icon } from "~/components/ui/icon";
import { searchEntry } from "~/components/search/search-entry";
import { ARTICLE, siteContent, siteSamples } from "~/content/content.server";
import { newsCategoryNames } from "~/lib/text/content-names";
import { articleBlocks, hasBody } from "~/lib/page-data/articles.server";
import { formatLongDate } from "~/lib/dates/format";
import { pageMeta, requestPath, structuredData } from "~/lib/meta/page-meta.server";
import { motifs } from "~/lib/media/motifs.server";
import { pageNames } from "~/lib/pages/names";
import { articleCardFile, articlePath, eventPath, sitePath } from "~/lib/pages/addresses";
import { preloadPhoto } from "~/lib/media/photo-data";
import { faceData, photoData } from "~/lib/media/photos.server";
import { pageUrl } from "~/lib/pages/site-url.server";
import { articleLd, breadcrumbLd } from "~/lib/meta/structured-data.server";
import { ForeignTerms } from "~/components/text/foreign-terms";
import type { Route } from "./+types/article";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

const COVER_SIZES = "(min-width: 48rem) 48rem, 100vw";

// One article with a body: its own page, with no script at all (the
// sharing links and the way on are plain links).
export function loader({ url: address }: Route.LoaderArgs) {
  const path = requestPath(address);
  const { news, events } = siteContent();
  const samples = siteSamples();
  // What this page is, for the notes of the copies that leave it (shared text, link previews).
  const about = [{ place: ARTICLE, what: "berita ini" }];
  const articles = news
    .filter(hasBody)
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const index = articles.findIndex((item) => articlePath(item.slug) === path);
  const article = articles[index];
  if (!article) throw new Response("Not found", { status: 404 });
  const cover = article.image ? photoData(article.image, article.imageAlt) : undefined;
  const url = pageUrl(path);
  const nextTo = (item: (typeof articles)[number] | undefined) =>
    item ? { title: item.title, href: articlePath(item.slug) } : null;
  // The event this article reports (its "Berita laporannya"), linked back from here.
  const reported = events.find((event) => event.report === article.slug);
  return {
    article: {
      title: article.title,
      author: article.author,
      authorFace: article.authorPhoto ? faceData(article.authorPhoto) : undefined,
      date: article.date,
      longDate: formatLongDate(article.date),
      category: newsCategoryNames[article.category],
      // The summary its card shows on /berita, as the article's lead: read, and found by the search, here too.
      lede: article.excerpt,
    },
    cover,
    motif: motifs.berita,
    blocks: articleBlocks(article.body),
    event: reported ? { title: reported.title, href: eventPath(reported.slug) } : null,
    // The words a shared link carries: the preview note too, while the site is one.
    share: {
      title: [article.title, samples.copyNote(about)].filter(Boolean).join("\n"),
      url,
    },
    newer: nextTo(articles[index - 1]),
    older: nextTo(articles[index + 1]),
    head: pageMeta({
      path,
      title: article.title,
      description: article.excerpt,
      type: "article",
      about,
      card: { file: articleCardFile(article.slug), alt: article.title },
      extra: [
        ...(cover ? [preloadPhoto(cover, COVER_SIZES)] : []),
        { property: "article:published_time", content: article.date },
        // A sample name is not given as the author's to what reads the page.
        ...(samples.has("news#author") ? [] : [{ property: "article:author", content: article.author }]),
        ...structuredData(
          ...articleLd(article, cover, url),
          breadcrumbLd([
            { name: pageNames["/"], path: "/" },
            { name: pageNames["/berita"], path: "/berita" },
            { name: article.title, path },
          ]),
        ),
      ],
    }),
  };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, cover, motif, blocks, event, share, newer, older } = loaderData;
  return (
    <div {...searchEntry(article.category, article.date)}>
      <PageHeader
        motif={motif}
        eyebrow={article.category}
        title={article.title}
        intro={
          <>
            {article.authorFace && <Face photo={article.authorFace} className="mr-2 size-8 align-middle sm:size-10" />}
            Oleh <span className="font-semibold text-white">{article.author}</span>
            <span aria-hidden="true"> · </span>
            {/* The date whole on one line: never the year alone on the next. */}
            <time dateTime={article.date} className="whitespace-nowrap">
              {article.longDate}
            </time>
          </>
        }
      />
      {/* From 64rem the text keeps its measure and the column beside it carries the event and sharing,
          so the width is used rather than left empty. */}
      <article
        aria-labelledby="judul-halaman"
        className="container-page py-8 sm:py-12 lg:grid lg:grid-cols-[minmax(0,42rem)_1fr] lg:gap-x-16 lg:py-16"
      >
        <div className="min-w-0">
          {cover && (
            <Photo
              photo={cover}
              priority
              sizes={COVER_SIZES}
              className="mb-8 aspect-[16/9] max-w-3xl rounded-card sm:mb-10"
            />
          )}
          <p className="mb-6 max-w-prose text-lg/relaxed font-medium text-ink sm:text-xl/relaxed">
            <ForeignTerms>{article.lede}</ForeignTerms>
          </p>
          <ArticleBody blocks={blocks} />
        </div>
        <div className="max-w-2xl lg:sticky lg:top-24 lg:self-start lg:border-l lg:border-line lg:pl-8">
          {event && (
            // A way on, not this article's words: out of the search (data-pagefind-ignore).
            <section
              aria-labelledby="kegiatannya"
              data-pagefind-ignore=""
              className="mt-8 border-l-4 border-accent-400 pl-4 lg:mt-0"
            >
              <h2 id="kegiatannya" className="eyebrow text-accent-700">
                Kegiatan yang dilaporkan
              </h2>
              <p className="mt-1 text-lg">
                <a className="font-semibold text-brand-800 underline underline-offset-4" href={sitePath(event.href)}>
                  Halaman kegiatannya: <ForeignTerms>{event.title}</ForeignTerms>
                </a>
              </p>
            </section>
          )}
          <ShareLinks
            title={share.title}
            url={share.url}
            what="berita ini"
            className={event ? "mt-8" : "mt-10 lg:mt-0"}
          />
        </div>
      </article>
      <nav aria-label="Berita lain" className="border-t border-brand-100 bg-paper">
        <div className="container-page grid gap-4 py-8 sm:grid-cols-2 sm:py-10">
          {/* As pages of a book: the older article to the left, the newer to the right. */}
          {older && (
            <a className="group flex flex-col gap-1 rounded-card bg-white p-5 shadow-card" href={sitePath(older.href)}>
              <span className="flex items-center gap-1.5 text-sm font-semibold text-accent-700">
                <Icon icon={ArrowRight} className="size-4 rotate-180" />
                Berita sebelumnya
              </span>
              <span className="font-semibold text-ink group-hover:underline">
                <ForeignTerms>{older.title}</ForeignTerms>
              </span>
            </a>
          )}
          {newer && (
            <a
              className="group flex flex-col gap-1 rounded-card bg-white p-5 shadow-card sm:col-start-2 sm:text-right"
              href={sitePath(newer.href)}
            >
              <span className="flex items-center gap-1.5 text-sm font-semibold text-accent-700 sm:justify-end">
                Berita sesudahnya
                <Icon icon={ArrowRight} className="size-4" />
              </span>
              <span className="font-semibold text-ink group-hover:underline">
                <ForeignTerms>{newer.title}</ForeignTerms>
              </span>
            </a>
          )}
          <a
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 sm:col-span-2"
            href={sitePath("/berita")}
          >
            <Icon icon={ArrowRight} className="size-5 rotate-180" />
            Kembali ke Berita
          </a>
        </div>
      </nav>
    </div>
  );
}
