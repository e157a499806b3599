import { PageHeader } from "~/components/layout/page-header";
import { RelatedPages } from "~/components/layout/related-pages";
import { BoardFields } from "~/components/people/board-fields";
import { SectionHeading } from "~/components/ui/section-heading";
import { currentBoard } from "~/content/board";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Struktur BPC",
    description: `Susunan lengkap Badan Pengurus Cabang GMKI Wamena ${currentBoard.period} per bidang: pengurus harian, organisasi, kaderisasi, pelayanan.`,
  });

export default function StructureBoardPage() {
  return (
    <>
      <PageHeader
        eyebrow="Struktur"
        title="Struktur Badan Pengurus Cabang"
        intro={`Susunan lengkap pengurus periode ${currentBoard.period}, per bidang. Jabatan yang belum terisi ditandai "-".`}
      />
      <section aria-labelledby="per-bidang" className="bg-paper py-16 lg:py-20">
        <div className="container-page">
          <SectionHeading id="per-bidang" eyebrow={`Periode ${currentBoard.period}`} title="Susunan per bidang" />
          <div className="mt-10">
            <BoardFields fields={currentBoard.fields} />
          </div>
        </div>
      </section>
      <RelatedPages
        pages={[
          { href: "/tentang-bpc", title: "Tentang BPC", text: "Peran pengurus dan para pemimpinnya." },
          { href: "/struktur", title: "Ikhtisar Struktur", text: "BPC dan tiga komisariat." },
          { href: "/aturan", title: "Aturan Organisasi", text: "Syarat pengurus dan rapat-rapat." },
        ]}
      />
    </>
  );
}
