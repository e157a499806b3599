import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { RelatedPages } from "~/components/layout/related-pages";
import { PersonList } from "~/components/people/person-card";
import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { currentBoard } from "~/content/board";
import { fieldHeads } from "~/lib/board";
import { pageMeta, pagePath } from "~/lib/meta.server";
import type { Route } from "./+types/board";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ request }: Route.LoaderArgs) {
  return {
    head: pageMeta({
      path: pagePath(request),
      title: "Tentang BPC",
      description: `Badan Pengurus Cabang (BPC) GMKI Wamena periode ${currentBoard.period}: ketua, sekretaris, bendahara dan kepala bidang.`,
    }),
  };
}

export default function BoardPage() {
  return (
    <>
      <PageHeader
        eyebrow="Tentang Kami"
        title="Badan Pengurus Cabang"
        intro={`Pengurus GMKI Cabang Wamena periode ${currentBoard.period}, dipilih oleh Konferensi Cabang.`}
      />

      <section aria-labelledby="tugas-bpc" className="py-16 lg:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading id="tugas-bpc" eyebrow="Peran" title="Apa itu BPC?" />
          <div className="space-y-4 text-lg leading-relaxed text-muted lg:pt-8">
            <p>
              Badan Pengurus Cabang (BPC) memimpin GMKI Cabang Wamena selama dua tahun. BPC dipilih oleh Konferensi
              Cabang, menjalankan program yang ditetapkan bersama, dan mendampingi komisariat di kampus-kampus Wamena.
            </p>
            <p>
              Pengurus harian (ketua, sekretaris dan bendahara) bersama para kepala bidang bertemu dalam rapat pengurus
              setiap dua minggu. Pada akhir masa baktinya, BPC menyampaikan laporan pertanggungjawaban kepada Konferensi
              Cabang berikutnya.
            </p>
          </div>
        </div>
      </section>

      <PageSection id="pengurus-harian" tone="paper" eyebrow={`Periode ${currentBoard.period}`} title="Pengurus Harian">
        <PersonList people={currentBoard.leaders} />
      </PageSection>

      <PageSection
        id="kepala-bidang"
        eyebrow="Bidang"
        title="Kepala Bidang"
        intro="Setiap bidang menjalankan satu bagian pelayanan, dari organisasi dan kaderisasi sampai kerohanian."
      >
        <PersonList people={fieldHeads(currentBoard)} />
        <ButtonLink to="/struktur/bpc" variant="outline" className="mt-10">
          Lihat susunan lengkap pengurus
        </ButtonLink>
      </PageSection>

      <RelatedPages
        pages={[
          { href: "/tentang-demisioner", title: "Pengurus Demisioner", text: "Pengurus periode sebelumnya." },
          { href: "/struktur", title: "Struktur Organisasi", text: "BPC dan tiga komisariat." },
          { href: "/kontak", title: "Hubungi Pengurus", text: "Alamat sekretariat dan nomor telepon." },
        ]}
      />
    </>
  );
}
