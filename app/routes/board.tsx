import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Badan Pengurus Cabang",
    description:
      "Badan Pengurus Cabang (BPC) GMKI Wamena periode 2025–2027: ketua, sekretaris, bendahara dan kepala bidang.",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Tentang Kami" title="Badan Pengurus Cabang" />
      <div className="container-page py-12">
        <p className="text-muted">Isi halaman ini sedang disiapkan.</p>
      </div>
    </>
  );
}
