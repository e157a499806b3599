import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Kontak",
    description:
      "Hubungi GMKI Cabang Wamena: alamat sekretariat, telepon, e-mail, jam kantor, peta lokasi dan kontak darurat.",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Kontak" title="Kontak" />
      <div className="container-page py-12">
        <p className="text-muted">Isi halaman ini sedang disiapkan.</p>
      </div>
    </>
  );
}
