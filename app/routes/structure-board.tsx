import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { RelatedPages } from "~/components/layout/related-pages";
import { BoardFields } from "~/components/people/board-fields";
import { currentBoard } from "~/content/board";
import { pageMeta, pagePath, structuredData } from "~/lib/meta.server";
import { breadcrumbLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/structure-board";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

const trail = [
  { name: "Beranda", path: "/" },
  { name: "Struktur", path: "/struktur" },
  { name: "Badan Pengurus Cabang", path: "/struktur/bpc" },
];

export function loader({ request }: Route.LoaderArgs) {
  return {
    head: pageMeta({
      path: pagePath(request),
      title: "Struktur BPC",
      description: `Susunan lengkap Badan Pengurus Cabang GMKI Wamena ${currentBoard.period} per bidang: pengurus harian, organisasi, kaderisasi, pelayanan.`,
      extra: structuredData(breadcrumbLd(trail)),
    }),
  };
}

export default function StructureBoardPage() {
  return (
    <>
      <PageHeader
        eyebrow="Struktur"
        title="Struktur Badan Pengurus Cabang"
        breadcrumbs={trail}
        intro={`Susunan lengkap pengurus periode ${currentBoard.period}, per bidang. Jabatan yang belum terisi ditandai "-".`}
      />
      <PageSection id="per-bidang" tone="paper" eyebrow={`Periode ${currentBoard.period}`} title="Susunan per bidang">
        <BoardFields fields={currentBoard.fields} />
      </PageSection>
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
