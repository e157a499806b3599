import { ExplainerSection } from "~/components/layout/explainer-section";
import { searchEntry } from "~/components/search/search-entry";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { RelatedPages } from "~/components/layout/related-pages";
import { PersonList } from "~/components/people/person-card";
import { ButtonLink } from "~/components/ui/button";
import { siteContent } from "~/content/content.server";
import { fieldHeads, leadersOf } from "~/lib/page-data/board.server";
import { personView } from "~/lib/media/photos.server";
import { pageNames } from "~/lib/pages/names";
import { related } from "~/lib/pages/related.server";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { motifs } from "~/lib/media/motifs.server";
import type { Route } from "./+types/board";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ url }: Route.LoaderArgs) {
  const board = siteContent().board.current;
  return {
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/tentang-bpc"],
      description: `Badan Pengurus Cabang (BPC) GMKI Cabang Wamena periode ${board.period}: pengurus harian, kepala bidang, dan tugas mereka.`,
    }),
    header: {
      motif: motifs.tentang,
      eyebrow: "Tentang",
      title: pageNames["/tentang-bpc"],
      intro: `Pengurus GMKI Cabang Wamena periode ${board.period}, dipilih oleh Konferensi Cabang.`,
    },
    role: {
      heading: { eyebrow: "Peran", title: "Apa itu BPC?" },
      paragraphs: [
        "Badan Pengurus Cabang (BPC) memimpin GMKI Cabang Wamena selama dua tahun. BPC dipilih oleh Konferensi Cabang, menjalankan program yang ditetapkan bersama, dan mendampingi komisariat di kampus-kampus Wamena.",
        "Pengurus harian (ketua, sekretaris, dan bendahara) bersama para kepala bidang bertemu dalam rapat pengurus, yang jadwalnya diatur dalam aturan cabang. Pada akhir masa baktinya, BPC menyampaikan laporan pertanggungjawaban kepada Konferensi Cabang berikutnya.",
      ],
    },
    leaders: {
      heading: { eyebrow: `Periode ${board.period}`, title: "Pengurus Harian" },
      people: leadersOf(board).map(personView),
    },
    heads: {
      heading: {
        eyebrow: "Bidang",
        title: "Kepala bidang",
        intro: "Setiap bidang menjalankan satu bagian pelayanan, dari organisasi dan kaderisasi sampai kerohanian.",
      },
      people: fieldHeads(board).map(personView),
      fullList: "Susunan Lengkap Pengurus",
    },
    related: related([
      { href: "/tentang-demisioner", text: "Pengurus periode sebelumnya." },
      { href: "/struktur", text: "BPC dan seluruh komisariat." },
      { href: "/kontak", text: "Alamat sekretariat, telepon, dan WhatsApp pengurus." },
    ]),
  };
}

export default function BoardPage({ loaderData }: Route.ComponentProps) {
  const { role, leaders, heads } = loaderData;
  return (
    <div {...searchEntry("Profil")}>
      <PageHeader {...loaderData.header} />

      <PageSection id="pengurus-harian" {...leaders.heading}>
        <PersonList people={leaders.people} />
      </PageSection>

      <PageSection id="kepala-bidang" tone="paper" {...heads.heading}>
        <PersonList people={heads.people} />
        <ButtonLink to="/struktur/bpc" variant="secondary" className="mt-10">
          {heads.fullList}
        </ButtonLink>
      </PageSection>

      <ExplainerSection id="tugas-bpc" heading={role.heading} paragraphs={role.paragraphs} />

      <RelatedPages {...loaderData.related} />
    </div>
  );
}
