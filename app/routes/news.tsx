import { MessageCircle, Mail, PenLine, Rss } from "lucide";
import { ArchiveYears } from "~/components/archive/archive-years";
import { SearchBox } from "~/components/search/search-box";
import { ExternalLink } from "~/components/layout/external-link";
import { PageHeader } from "~/components/layout/page-header";
import { NewsCard } from "~/components/news/news-card";
import { buttonClass } from "~/components/ui/button";
import { CardGrid } from "~/components/ui/card-grid";
import { Icon } from "~/components/ui/icon";
import { ARTICLE, siteContent, siteSamples } from "~/content/content.server";
import type { Samples } from "~/content/samples";
import type { Contact } from "~/content/schema";
import { isMobile } from "~/lib/contact/links";
import { chatHref } from "~/lib/page-data/site-data.server";
import { SampleNote } from "~/components/layout/sample-note";
import { mailtoHref } from "~/lib/contact/hand-off";
import { hasBody } from "~/lib/page-data/articles.server";
import { LATEST_ARTICLES, yearsOf } from "~/lib/page-data/archive.server";
import { articlePath, sitePath } from "~/lib/pages/addresses";
import { photoIn } from "~/lib/media/photo-data";
import { pageMeta, requestPath, structuredData } from "~/lib/meta/page-meta.server";
import { photoMap } from "~/lib/media/photos.server";
import { newsFeedPath } from "~/lib/meta/feeds";
import { pageUrl } from "~/lib/pages/site-url.server";
import { newsLd } from "~/lib/meta/structured-data.server";
import { pageNames } from "~/lib/pages/names";
import { motifs } from "~/lib/media/motifs.server";
import { ToastRegion } from "~/components/ui/toast-region";
import type { Route } from "./+types/news";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// In the browser: "Bagikan" and the spec's notice for "Baca Selengkapnya" of an
// article not yet written out are the page's own small script (app/scripts/news.ts).

/**
 * Where a member sends a piece: the inbox's WhatsApp (a text, or a
 * document, as WhatsApp takes both), and the branch's e-mail for long
 * pieces with photos; while either is a sample, the note beside them and
 * in the message.
 */
function articleTo(contact: Contact, samples: Samples) {
  const subject = "Tulisan untuk situs GMKI Cabang Wamena";
  return {
    whatsapp: isMobile(contact.inbox.number)
      ? chatHref(
          contact.inbox.number,
          "contact.json#inbox",
          samples,
          "Shalom, saya ingin mengirim tulisan untuk situs GMKI Cabang Wamena.\nJudul: \nNama penulis: \nKomisariat: ",
        )
      : undefined,
    email: mailtoHref(
      contact.email,
      subject,
      samples.message("Judul:\nNama penulis:\nKomisariat:\n\nTulisan (foto boleh dilampirkan):\n", [
        { place: "contact.json#email", what: "alamat surel ini" },
      ]),
    ),
    address: contact.email,
    note: samples.note(
      [
        ...(isMobile(contact.inbox.number) ? [{ place: "contact.json#inbox" as const, what: "nomor WhatsApp" }] : []),
        { place: "contact.json#email", what: "alamat surel" },
      ],
      { reach: true },
    ),
  };
}

export function loader({ url }: Route.LoaderArgs) {
  // The newest few, newest first (the newest shown large); the others are in
  // the archive, a page a year, so this page and its data stay one size.
  const all = siteContent().news.toSorted((a, b) => b.date.localeCompare(a.date));
  const samples = siteSamples();
  const news = all.slice(0, LATEST_ARTICLES);
  const photos = photoMap(news);
  return {
    header: {
      motif: motifs.berita,
      eyebrow: "Berita",
      title: pageNames["/berita"],
      intro: "Kabar dari kegiatan, pelayanan, dan kehidupan organisasi GMKI Cabang Wamena.",
    },
    news,
    photos,
    // Each article's page, when it has a body to read.
    pages: Object.fromEntries(news.filter(hasBody).map((item) => [item.slug, articlePath(item.slug)])),
    // Each article's own address, for "Bagikan": its page, or this page at the article.
    urls: Object.fromEntries(
      news.map((item) => [
        item.slug,
        hasBody(item) ? pageUrl(articlePath(item.slug)) : `${pageUrl("/berita")}#${item.slug}`,
      ]),
    ),
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/berita"],
      description:
        "Berita dan cerita pelayanan terbaru dari GMKI Cabang Wamena dan komisariat di kampus-kampus Wamena.",
      extra: structuredData(...newsLd(news, photos)),
    }),
    archive: {
      years: yearsOf(all),
      text:
        all.length > news.length ? "Berita yang lebih lama tersimpan di arsip, per tahun:" : "Semua berita, per tahun:",
    },
    feed: {
      href: sitePath(newsFeedPath),
      label: "Langganan berita",
      text: "untuk aplikasi pembaca berita.",
    },
    // While the articles are samples, the note their shared text carries.
    shareNote: samples.copyNote([{ place: ARTICLE, what: "berita ini" }]),
    // The spec's notice for "Baca Selengkapnya" on an article not written out yet, the only place it is true.
    notYet: { title: "Segera hadir", description: "Fitur ini belum tersedia." },
    invitation: {
      title: "Punya cerita pelayanan?",
      text: "Anggota dan alumni dapat mengirim tulisan tentang kegiatan, refleksi iman, atau kehidupan kampus ke sekretariat, lewat WhatsApp atau surel.",
      send: articleTo(siteContent().contact, samples),
      byWhatsapp: "Kirim Tulisan lewat WhatsApp",
      byEmail: "Kirim lewat Surel",
    },
  };
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { news, photos, pages, urls } = loaderData;
  const [latest, ...earlier] = news;
  // The first two photos down the page can be in a phone's first screen: they load at once
  // (the first before anything else), the others when scrolled near.
  const [firstPhoto, secondPhoto] = news.filter((item) => photoIn(photos, item.image)).map((item) => item.slug);
  const card = (item: (typeof news)[number], featured = false) => (
    <NewsCard
      key={item.slug}
      item={item}
      photo={photoIn(photos, item.image)}
      url={urls[item.slug]!}
      href={pages[item.slug]}
      featured={featured}
      priority={firstPhoto === item.slug}
      eager={secondPhoto === item.slug}
      notYet={loaderData.notYet}
      shareNote={loaderData.shareNote}
    />
  );
  // Members' writing has a section of its own once there is some; links, not tabs, lead to each.
  const branchNews = earlier.filter((item) => item.category === "berita");
  const members = earlier.filter((item) => item.category === "tulisan-anggota");
  const { send, byWhatsapp, byEmail } = loaderData.invitation;

  return (
    <>
      <PageHeader {...loaderData.header} />
      <div className="container-page space-y-8 py-8 sm:py-12 lg:py-16">
        {latest && card(latest, true)}
        {members.length > 0 ? (
          <>
            <nav aria-label="Jenis tulisan" className="flex flex-wrap gap-x-6 gap-y-2">
              <a
                href="#berita-cabang"
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
              >
                Berita Cabang
              </a>
              <a
                href="#tulisan-anggota"
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
              >
                Tulisan Anggota
              </a>
            </nav>
            {branchNews.length > 0 && (
              <section aria-labelledby="berita-cabang" className="space-y-5">
                <h2 id="berita-cabang" className="text-title">
                  Berita Cabang
                </h2>
                <CardGrid columns={2}>{branchNews.map((item) => card(item))}</CardGrid>
              </section>
            )}
            <section aria-labelledby="tulisan-anggota" className="space-y-5">
              <h2 id="tulisan-anggota" className="text-title">
                Tulisan Anggota
              </h2>
              <CardGrid columns={2}>{members.map((item) => card(item))}</CardGrid>
            </section>
          </>
        ) : (
          <CardGrid columns={2}>{earlier.map((item) => card(item))}</CardGrid>
        )}
        <section aria-labelledby="arsip-berita" className="space-y-4">
          <h2 id="arsip-berita" className="text-title">
            Arsip Berita
          </h2>
          <SearchBox />
          <p className="text-muted">{loaderData.archive.text}</p>
          <ArchiveYears label="Arsip berita per tahun" years={loaderData.archive.years} base="/berita/arsip" />
        </section>
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
              <SampleNote note={send.note} className="mt-2" />
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
            {send.whatsapp && (
              <ExternalLink href={send.whatsapp} className={buttonClass({ variant: "whatsapp", wide: true })}>
                <Icon icon={MessageCircle} className="size-5 shrink-0" />
                {byWhatsapp}
              </ExternalLink>
            )}
            <a href={send.email} className={buttonClass({ variant: "secondary", wide: true })}>
              <Icon icon={Mail} className="size-5 shrink-0" />
              {byEmail}
            </a>
          </div>
        </div>
      </section>
      <ToastRegion />
    </>
  );
}
