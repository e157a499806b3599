import { Share2 } from "lucide";
import { Photo } from "~/components/media/photo";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { NewsItem } from "~/content/schema";
import { formatDate } from "~/lib/dates/format";
import type { PhotoData } from "~/lib/media/photo-data";
import type { ToastMessage } from "~/lib/browser/toast";
import { ForeignTerms } from "~/components/text/foreign-terms";
import { sitePath } from "~/lib/pages/addresses";
import {
  hook,
  NEWS_SHARE,
  NEWS_SHARE_TEXT,
  NEWS_SHARE_TITLE,
  NEWS_TOAST_TEXT,
  NEWS_TOAST_TITLE,
} from "~/lib/browser/hooks";

interface NewsCardProps {
  item: NewsItem;
  photo?: PhotoData;
  featured?: boolean;
  /** The article's own address (its page, or /berita#<slug> without one), to share. */
  url: string;
  /** Its page (/berita/<slug>), when it has a body to read. */
  href?: string;
  /** The page's first photo: in a phone's first screen, so it loads first. */
  priority?: boolean;
  /** The next photo down: it may reach into the first screen too, so it is not lazy. */
  eager?: boolean;
  /** The spec's notice for an article not written out yet (in the page's data, not its script). */
  notYet: ToastMessage;
  /** While the article is a sample, the note its shared text carries (app/content/samples.ts). */
  shareNote?: string | null;
}

/**
 * One article: photo, title, author and date, excerpt; read more, share.
 * "Baca Selengkapnya" is a link to the article's page; an article not
 * written out yet keeps the spec's notice. "Bagikan" opens the phone's own
 * share sheet (WhatsApp among the apps) or copies the address; the
 * article's page has the WhatsApp and Facebook links, which need no script.
 * Both buttons are the page's script's (app/lib/browser/news.ts).
 */
export function NewsCard({
  item,
  photo,
  featured = false,
  url,
  href,
  priority,
  eager,
  notYet,
  shareNote,
}: NewsCardProps) {
  return (
    <article
      id={item.slug}
      // The featured article sits beside its photo on wide screens; without one, its words take the width.
      className={
        featured && photo ? "grid overflow-hidden card lg:grid-cols-2" : "flex h-full flex-col overflow-hidden card"
      }
    >
      {photo && (
        <Photo
          photo={photo}
          sizes={featured ? "(min-width: 64rem) 36rem, 100vw" : "(min-width: 40rem) 36rem, 100vw"}
          priority={priority}
          eager={eager}
          className={
            featured ? "aspect-[2/1] sm:aspect-[16/9] lg:aspect-auto lg:min-h-full" : "aspect-[2/1] sm:aspect-[16/9]"
          }
        />
      )}
      <div className={featured ? "flex flex-col p-5 sm:p-6 lg:p-10" : "flex flex-1 flex-col p-5 sm:p-6"}>
        <p className="text-sm text-muted">
          <span className="font-semibold text-accent-700">
            <ForeignTerms>{item.author}</ForeignTerms>
          </span>
          <span aria-hidden="true"> · </span>
          <time dateTime={item.date} className="whitespace-nowrap">
            {formatDate(item.date)}
          </time>
        </p>
        <h2
          className={
            featured
              ? "mt-3 text-xl leading-snug text-balance sm:text-2xl lg:text-title"
              : "mt-3 text-xl leading-snug text-balance sm:text-2xl"
          }
        >
          <ForeignTerms>{item.title}</ForeignTerms>
        </h2>
        <p className="mt-3 leading-relaxed text-muted">
          <ForeignTerms>{item.excerpt}</ForeignTerms>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-6">
          {href ? (
            <a className={buttonClass({ variant: "secondary" })} href={sitePath(href)}>
              Baca Selengkapnya<span className="sr-only"> tentang {item.title}</span>
            </a>
          ) : (
            <button
              type="button"
              data-needs-js=""
              {...hook(NEWS_TOAST_TITLE, notYet.title)}
              {...hook(NEWS_TOAST_TEXT, notYet.description)}
              className={buttonClass({ variant: "secondary" })}
            >
              Baca Selengkapnya<span className="sr-only"> tentang {item.title}</span>
            </button>
          )}
          <button
            type="button"
            data-needs-js=""
            {...hook(NEWS_SHARE, url)}
            {...hook(NEWS_SHARE_TITLE, item.title)}
            {...hook(NEWS_SHARE_TEXT, shareNote ?? null)}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Icon icon={Share2} className="size-5" />
            Bagikan <span className="sr-only">berita {item.title}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
