import lostPath from "~/assets/art/motif-kegiatan.svg?no-inline";
import { SearchBox } from "~/components/search/search-box";
import { PageTitle } from "~/components/layout/page-title";
import { buttonClass } from "~/components/ui/button";
import { useSiteData } from "~/hooks/use-site-data";
import type { SiteData } from "~/lib/page-data/site-data.server";
import type { Route } from "./+types/not-found";
import { sitePath } from "~/lib/pages/addresses";

// Prerendered as 404.html, which the host answers for any mistyped address.
// No loader and so no social tags: nobody shares a missing page. The site's
// name comes from the root's data.
export const meta: Route.MetaFunction = ({ matches }) => {
  const name = (matches[0]?.loaderData as { siteData?: SiteData } | undefined)?.siteData?.site.name;
  return [
    { title: name ? `Halaman tidak ditemukan | ${name}` : "Halaman tidak ditemukan" },
    {
      name: "description",
      content: `Halaman yang Anda cari tidak ada di situs ${name ?? "ini"}. Kembali ke beranda atau pilih halaman lain.`,
    },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * Any path that is not a page. Built once as 404.html for static hosts; the
 * service worker also shows it for a page not yet saved when the network
 * fails. Every wording is in the page; app.css shows one by the page
 * script's `html[data-offline]` and `html[data-no-connection]` (the phone
 * has none, or else the site did not answer).
 */
export default function NotFound() {
  const nav = useSiteData()?.nav ?? [];
  return (
    <>
      {/* The band of the inner pages, with its drawing of a path through the valley (app.css, .header-art). */}
      <div data-page-header="" className="relative isolate overflow-hidden bg-brand-900 on-dark">
        <img src={lostPath} alt="" width={1600} height={400} fetchPriority="high" className="header-art" />
        <div className="absolute inset-0 -z-20 max-sm:hidden sm:bg-linear-to-r sm:from-brand-900 sm:from-40% sm:via-brand-900/75 sm:via-60% sm:to-brand-900/0 sm:to-85%" />
        <div className="container-page pt-6 pb-24 sm:pt-10 sm:pb-12 lg:pt-14 lg:pb-16">
          <p className="eyebrow text-accent-400">
            <span data-online-only="">Kesalahan 404</span>
            <span data-offline-only="">
              <span data-no-connection-only="">Luring</span>
              <span data-unreachable-only="">Situs tidak dapat dihubungi</span>
            </span>
          </p>
          <PageTitle size="compact" className="mt-2 max-w-3xl text-white">
            <span data-online-only="">Halaman tidak ditemukan</span>
            <span data-offline-only="">Halaman belum tersimpan</span>
          </PageTitle>
          <p className="mt-3 max-w-2xl text-brand-200 sm:text-lg">
            <span data-online-only="">
              Alamat yang Anda buka tidak ada atau sudah dipindahkan. Cari yang Anda perlukan, atau lanjutkan dari salah
              satu halaman di bawah ini.
            </span>
            {/* What happened (the phone has no connection, or the site does not answer), and only what is kept. */}
            <span data-offline-only="">
              <span data-no-connection-only="">
                Perangkat Anda sedang tidak tersambung ke internet, dan halaman ini belum tersimpan di perangkat Anda.
                Halaman yang baru-baru ini Anda buka di perangkat ini tetap dapat dibuka; halaman lain dapat dibuka
                setelah tersambung lagi.
              </span>
              <span data-unreachable-only="">
                Situs ini sedang tidak dapat dihubungi, dan halaman ini belum tersimpan di perangkat Anda. Halaman yang
                baru-baru ini Anda buka di perangkat ini tetap dapat dibuka; halaman lain dapat dibuka setelah situs
                dapat dihubungi lagi.
              </span>
            </span>
          </p>
        </div>
        <div aria-hidden="true" className="ridge-foot h-5 sm:h-8 lg:h-14" />
      </div>
      <section aria-label="Lanjutkan" className="container-page py-8 sm:py-12">
        {/* Online, the search (a plain form to /cari); offline it could only fail. */}
        <div data-online-only="">
          <SearchBox />
        </div>
        <a className={buttonClass({ variant: "secondary" }, "mt-8")} href={sitePath("/")}>
          Kembali ke Beranda
        </a>
        <nav aria-labelledby="halaman-lain" className="mt-10">
          <h2 id="halaman-lain" className="text-lg">
            Halaman lain
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {nav.map((entry) => {
              // A group stands for its first page, the one that introduces it.
              const item = "children" in entry ? { label: entry.label, href: entry.children[0]?.href ?? "/" } : entry;
              return (
                <li key={item.href}>
                  <a
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                    href={sitePath(item.href)}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </section>
    </>
  );
}
