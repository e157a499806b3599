import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Kegiatan",
    description:
      "Kegiatan GMKI Cabang Wamena yang akan datang, yang telah berlalu, dan program rutin persekutuan, PA dan diskusi.",
  });

export default function Page() {
  return (
    <>
      <PageHeader eyebrow="Kegiatan" title="Kegiatan" />
      <div className="container-page py-12">
        <p className="text-muted">Isi halaman ini sedang disiapkan.</p>
      </div>
    </>
  );
}
