import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Struktur Organisasi",
    description: "Struktur GMKI Cabang Wamena: Badan Pengurus Cabang dan tiga komisariat di kampus-kampus Wamena.",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Struktur" title="Struktur Organisasi" />
      <div className="container-page py-12">
        <p className="text-muted">Isi halaman ini sedang disiapkan.</p>
      </div>
    </>
  );
}
