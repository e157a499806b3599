import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Sejarah GMKI Wamena",
    description: "Sejarah GMKI dari CSV op Java dan berdirinya GMKI pada 1950 sampai GMKI Cabang Wamena sejak 1985.",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Tentang Kami" title="Sejarah GMKI Wamena" />
      <div className="container-page py-12">
        <p className="text-muted">Isi halaman ini sedang disiapkan.</p>
      </div>
    </>
  );
}
