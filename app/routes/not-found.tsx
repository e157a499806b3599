import { Link } from "react-router";
import { PageTitle } from "~/components/layout/page-title";
import { buttonClass } from "~/components/ui/button";
import { useSiteData } from "~/hooks/use-site-data";
import type { SiteData } from "~/lib/page-data/site-data.server";
import type { Route } from "./+types/not-found";

// No loader (client-side it catches any mistyped address, which has no
// data file) and so no social tags: nobody shares a missing page. The
// site's name comes from the root's data.
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
 * service worker also shows it offline for a page not yet saved. Both
 * wordings are in the page; app.css shows one by the page script's
 * `html[data-offline]`, so the page needs no React.
 */
export default function NotFound() {
  const nav = useSiteData()?.nav ?? [];
  return (
    <section className="container-page py-10 sm:py-16 lg:py-24">
      <p className="eyebrow text-accent-700">
        <span data-online-only="">Kesalahan 404</span>
        <span data-offline-only="">Luring</span>
      </p>
      <PageTitle className="mt-3">
        <span data-online-only="">Halaman tidak ditemukan</span>
        <span data-offline-only="">Halaman belum tersimpan</span>
      </PageTitle>
      <p className="mt-4 max-w-prose text-lg text-muted">
        <span data-online-only="">
          Alamat yang Anda buka tidak ada atau sudah dipindahkan. Periksa kembali alamatnya, atau lanjutkan dari salah
          satu halaman berikut.
        </span>
        <span data-offline-only="">
          Anda sedang tidak tersambung ke internet, dan halaman ini belum tersimpan di perangkat Anda. Halaman-halaman
          berikut dapat dibuka tanpa koneksi.
        </span>
      </p>
      <Link to="/" className={buttonClass({}, "mt-8")}>
        Kembali ke Beranda
      </Link>
      <nav aria-labelledby="halaman-lain" className="mt-12">
        <h2 id="halaman-lain" className="text-lg">
          Halaman lain
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {nav.map((entry) => {
            // A group stands for its first page, the one that introduces it.
            const item = "children" in entry ? { label: entry.label, href: entry.children[0]?.href ?? "/" } : entry;
            return (
              <li key={item.href}>
                <Link
                  to={item.href}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </section>
  );
}
