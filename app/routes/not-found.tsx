import { Link } from "react-router";
import { PageTitle } from "~/components/layout/page-title";
import { buttonClass } from "~/components/ui/button";
import { mainNav } from "~/content/navigation";
import { pageMeta } from "~/lib/meta";

export const meta = () => [
  ...pageMeta({
    title: "Halaman tidak ditemukan",
    description:
      "Halaman yang Anda cari tidak ada di situs GMKI Cabang Wamena. Kembali ke beranda atau pilih halaman lain.",
  }),
  { name: "robots", content: "noindex" },
];

/** Any path that is not a page. Built once as 404.html for static hosts. */
export default function NotFound() {
  return (
    <section className="container-page py-16 lg:py-24">
      <p className="eyebrow text-accent-700">Galat 404</p>
      <PageTitle className="mt-3">Halaman tidak ditemukan</PageTitle>
      <p className="mt-4 max-w-prose text-lg text-muted">
        Alamat yang Anda buka tidak ada atau sudah dipindahkan. Periksa kembali alamatnya, atau lanjutkan dari salah
        satu halaman berikut.
      </p>
      <Link to="/" className={buttonClass("solid", "mt-8")}>
        Kembali ke Beranda
      </Link>
      <nav aria-labelledby="halaman-lain" className="mt-12">
        <h2 id="halaman-lain" className="text-lg">
          Halaman lain
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {mainNav.map((entry) => {
            const item = "children" in entry ? { label: entry.label, href: entry.children[0].href } : entry;
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
