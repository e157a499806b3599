import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Pengurus Demisioner",
    description: "Pengurus demisioner GMKI Cabang Wamena periode 2023–2025 yang telah menyelesaikan masa baktinya.",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Tentang Kami" title="Pengurus Demisioner" />
      <div className="container-page py-12">
        <p className="text-muted">Isi halaman ini sedang disiapkan.</p>
      </div>
    </>
  );
}
