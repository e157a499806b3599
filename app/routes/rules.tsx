import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Aturan Organisasi",
    description:
      "Aturan GMKI: AD/ART nasional dan peraturan cabang Wamena tentang iuran, keaktifan, rapat dan tingkatan sanksi.",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Aturan" title="Aturan Organisasi" />
      <div className="container-page py-12">
        <p className="text-muted">Isi halaman ini sedang disiapkan.</p>
      </div>
    </>
  );
}
