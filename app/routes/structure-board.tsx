import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Struktur Badan Pengurus Cabang",
    description:
      "Susunan Badan Pengurus Cabang GMKI Wamena per bidang: pengurus harian, organisasi, kaderisasi, pelayanan dan lainnya.",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Struktur" title="Struktur Badan Pengurus Cabang" />
      <div className="container-page py-12">
        <p className="text-muted">Isi halaman ini sedang disiapkan.</p>
      </div>
    </>
  );
}
