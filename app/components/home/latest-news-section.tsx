import { ArrowRight } from "lucide";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { NewsItem } from "~/content/schema";
import { formatDate } from "~/lib/dates/format";
import { ForeignTerms } from "~/components/text/foreign-terms";
import { sitePath } from "~/lib/pages/addresses";

export type NewsLine = Pick<NewsItem, "slug" | "title" | "date"> & {
  /** The article's page; its card on /berita when it has no body to read. */
  href: string;
};

/** The latest articles as headlines, each leading to the article. */
export function LatestNewsSection({ news }: { news: readonly NewsLine[] }) {
  if (news.length === 0) return null;
  return (
    <section aria-labelledby="berita-terbaru" className="pb-8 sm:py-10 lg:py-16">
      <div className="container-page">
        <p className="eyebrow text-accent-700">Berita</p>
        <h2 id="berita-terbaru" className="mt-1 text-2xl sm:text-3xl">
          Kabar terbaru
        </h2>
        <ul className="mt-5 grid gap-x-8 sm:grid-cols-3">
          {news.map((item) => (
            <li key={item.slug} className="group relative border-t border-line py-3">
              <p className="text-sm text-muted">
                <time dateTime={item.date}>{formatDate(item.date)}</time>
              </p>
              <h3 className="mt-1 text-lg leading-snug">
                <a className="card-link group-hover:underline" href={sitePath(item.href)}>
                  <ForeignTerms>{item.title}</ForeignTerms>
                </a>
              </h3>
            </li>
          ))}
        </ul>
        <a className={buttonClass({ variant: "secondary", wide: true }, "mt-4")} href={sitePath("/berita")}>
          Semua Berita <Icon icon={ArrowRight} className="size-5" />
        </a>
      </div>
    </section>
  );
}
