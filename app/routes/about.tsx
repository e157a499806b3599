import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Tentang GMKI Cabang Wamena",
    description:
      "Profil GMKI Cabang Wamena: Tri Panji, Tiga Medan Layan, visi dan misi pelayanan mahasiswa Kristen di Wamena sejak 1985.",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Tentang Kami" title="Tentang GMKI Cabang Wamena" />
      <div className="container-page py-12">
        <p className="text-muted">Isi halaman ini sedang disiapkan.</p>
      </div>
    </>
  );
}
