import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Berita",
    description: "Berita dan cerita pelayanan terbaru dari GMKI Cabang Wamena dan komisariat-komisariatnya.",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Berita" title="Berita" />
      <div className="container-page py-12">
        <p className="text-muted">Isi halaman ini sedang disiapkan.</p>
      </div>
    </>
  );
}
