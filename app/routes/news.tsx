import { PenLine, Rss } from "lucide";
import { PageHeader } from "~/components/layout/page-header";
import { NewsCard } from "~/components/news/news-card";
import { Button } from "~/components/ui/button";
import { CardGrid } from "~/components/ui/card-grid";
import { Icon } from "~/components/ui/icon";
import { siteContent } from "~/content/content.server";
import type { Contact } from "~/content/schema";
import { isMobile, whatsappHref } from "~/lib/contact";
import { photoIn } from "~/lib/photo-data";
import { pageMeta, pagePath, structuredData } from "~/lib/meta.server";
import { photoMap } from "~/lib/photos.server";
import { newsFeedPath } from "~/lib/feeds";
import { pageUrl } from "~/lib/site-url.server";
import { newsLd } from "~/lib/structured-data.server";
import { notYetAvailable, showToast } from "~/lib/toast";
import { pageNames } from "~/lib/page-names";
import type { Route } from "./+types/news";
import { needsReact } from "~/lib/page-handle";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// React: the spec's notices for "Baca Selengkapnya" and "Kirim Artikel" are toasts.
export const handle = needsReact;

/** Where an article goes today: a WhatsApp message to the inbox, or an e-mail when it takes none. */
function articleTo(contact: Contact): { label: string; href: string } {
  const greeting = "Shalom, saya ingin mengirim tulisan untuk situs GMKI Cabang Wamena.";
  return isMobile(contact.inbox.number)
    ? { label: "Kirim lewat WhatsApp", href: whatsappHref(contact.inbox.number, greeting) }
    : {
        label: "Kirim lewat surel",
        href: `mailto:${contact.email}?subject=${encodeURIComponent("Tulisan untuk situs GMKI Cabang Wamena")}`,
      };
}

export function loader({ request }: Route.LoaderArgs) {
  // Newest first; the newest is shown large.
  const news = siteContent().news.toSorted((a, b) => b.date.localeCompare(a.date));
  const photos = photoMap(news.map((item) => item.image));
  return {
    header: {
      eyebrow: "Berita",
      title: pageNames["/berita"],
      intro: "Kabar dari kegiatan, pelayanan, dan kehidupan organisasi GMKI Cabang Wamena.",
    },
    news,
    photos,
    // Each article's own address, for "Bagikan": the page, at the article.
    urls: Object.fromEntries(news.map((item) => [item.slug, `${pageUrl("/berita")}#${item.slug}`])),
    head: pageMeta({
      path: pagePath(request),
      title: pageNames["/berita"],
      description:
        "Berita dan cerita pelayanan terbaru dari GMKI Cabang Wamena dan komisariat-komisariatnya di kampus Wamena.",
      extra: structuredData(...newsLd(news, photos)),
    }),
    feed: {
      href: `${import.meta.env.BASE_URL}${newsFeedPath}`,
      label: "Umpan berita (Atom)",
      text: "tempel alamatnya di aplikasi pembaca berita agar tulisan baru kami sampai kepada Anda.",
    },
    invitation: {
      title: "Punya cerita pelayanan?",
      text: "Anggota dan alumni dapat mengirim tulisan tentang kegiatan, refleksi iman, atau kehidupan kampus.",
      // Until articles can be sent here, they reach the secretariat as they do today.
      send: articleTo(siteContent().contact),
    },
  };
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const [latest, ...earlier] = loaderData.news;
  // The first two photos down the page can be in a phone's first screen: they load at once
  // (the first before anything else), the others when scrolled near.
  const [firstPhoto, secondPhoto] = loaderData.news
    .filter((item) => photoIn(loaderData.photos, item.image))
    .map((item) => item.slug);

  return (
    <>
      <PageHeader {...loaderData.header} />
      <div className="container-page space-y-8 py-8 sm:py-12 lg:py-16">
        {latest && (
          <NewsCard
            item={latest}
            photo={photoIn(loaderData.photos, latest.image)}
            url={loaderData.urls[latest.slug]!}
            featured
            priority={firstPhoto === latest.slug}
            eager={secondPhoto === latest.slug}
          />
        )}
        <CardGrid columns={2}>
          {earlier.map((item) => (
            <NewsCard
              key={item.slug}
              item={item}
              photo={photoIn(loaderData.photos, item.image)}
              url={loaderData.urls[item.slug]!}
              priority={firstPhoto === item.slug}
              eager={secondPhoto === item.slug}
            />
          ))}
        </CardGrid>
        <p className="flex items-start gap-2.5 text-muted">
          <Icon icon={Rss} className="mt-1 size-[1.125rem] shrink-0 text-accent-700" />
          <span>
            <a
              href={loaderData.feed.href}
              type="application/atom+xml"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {loaderData.feed.label}
            </a>
            : {loaderData.feed.text}
          </span>
        </p>
      </div>

      <section aria-labelledby="kirim-artikel" className="bg-brand-50 py-10 sm:py-14">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="flex max-w-2xl gap-4">
            <Icon icon={PenLine} className="mt-1 size-7 shrink-0 text-accent-700" />
            <div>
              <h2 id="kirim-artikel" className="text-2xl">
                {loaderData.invitation.title}
              </h2>
              <p className="mt-2 text-muted sm:text-lg">{loaderData.invitation.text}</p>
            </div>
          </div>
          <Button
            className="shrink-0"
            onClick={() => showToast({ ...notYetAvailable, action: loaderData.invitation.send })}
          >
            Kirim Artikel
          </Button>
        </div>
      </section>
    </>
  );
}
