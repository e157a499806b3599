import { Photo } from "~/components/media/photo";
import { Button } from "~/components/ui/button";
import type { NewsItem } from "~/content/schema";
import { formatDate } from "~/lib/dates";
import type { PhotoData } from "~/lib/photo-data";
import { notYetAvailable, showToast } from "~/lib/toast";

/** One article: photo, title, author and date, excerpt. */
export function NewsCard({ item, photo, featured = false }: { item: NewsItem; photo?: PhotoData; featured?: boolean }) {
  return (
    <article className={featured ? "grid overflow-hidden card lg:grid-cols-2" : "flex flex-col overflow-hidden card"}>
      {photo && (
        <Photo
          photo={photo}
          alt=""
          sizes={featured ? "(min-width: 64rem) 36rem, 100vw" : "(min-width: 48rem) 36rem, 100vw"}
          className={featured ? "aspect-[16/9] lg:aspect-auto lg:min-h-full" : "aspect-[16/9]"}
        />
      )}
      <div className={featured ? "flex flex-col p-6 lg:p-10" : "flex flex-1 flex-col p-6"}>
        <p className="text-sm text-muted">
          <span className="font-semibold text-accent-700">{item.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={item.date}>{formatDate(item.date)}</time>
        </p>
        <h2 className={featured ? "mt-3 text-title" : "mt-3 text-xl leading-snug sm:text-2xl"}>{item.title}</h2>
        <p className="mt-3 leading-relaxed text-muted">{item.excerpt}</p>
        <div className="mt-auto pt-6">
          <Button variant="outline" onClick={() => showToast(notYetAvailable)}>
            Baca Selengkapnya<span className="sr-only">: {item.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
