import { ExplainerSection } from "~/components/layout/explainer-section";
import { searchEntry } from "~/components/search/search-entry";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { RelatedPages } from "~/components/layout/related-pages";
import { BoardFields } from "~/components/people/board-fields";
import { PersonList } from "~/components/people/person-card";
import { siteContent } from "~/content/content.server";
import { fieldHeads, leadersOf } from "~/lib/page-data/board.server";
import { fieldViews, personView } from "~/lib/media/photos.server";
import { pageNames } from "~/lib/pages/names";
import { related } from "~/lib/pages/related.server";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { motifs } from "~/lib/media/motifs.server";
import type { Route } from "./+types/outgoing-board";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ url }: Route.LoaderArgs) {
  const { current, outgoing } = siteContent().board;
  return {
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/tentang-demisioner"],
      description: `Pengurus demisioner GMKI Cabang Wamena periode ${outgoing.period} yang telah menyelesaikan masa baktinya.`,
    }),
    header: {
      motif: motifs.tentang,
      eyebrow: "Tentang",
      title: pageNames["/tentang-demisioner"],
      intro: `Badan Pengurus Cabang periode ${outgoing.period}, yang telah menyerahkan tugasnya kepada pengurus periode ${current.period}.`,
    },
    meaning: {
      heading: { eyebrow: "Serah Terima", title: "Apa arti demisioner?" },
      paragraphs: [
        "Pengurus disebut demisioner setelah masa baktinya berakhir dan laporan pertanggungjawabannya diterima oleh Konferensi Cabang. Pada konferensi yang sama, pengurus baru dipilih dan tugas diserahterimakan.",
        `Terima kasih kepada pengurus periode ${outgoing.period} yang telah melayani dengan setia. Banyak dari mereka tetap mendampingi komisariat dan kader muda sebagai senior.`,
      ],
    },
    leaders: {
      heading: { eyebrow: `Periode ${outgoing.period}`, title: "Pengurus Harian" },
      people: leadersOf(outgoing).map(personView),
    },
    heads: {
      heading: { eyebrow: "Bidang", title: "Kepala bidang" },
      people: fieldHeads(outgoing).map(personView),
      // A board listed without heads of fields shows its fields as they are.
      fields: fieldViews(outgoing),
    },
    related: related([
      { href: "/tentang-bpc", text: `Badan Pengurus Cabang ${current.period}.` },
      { href: "/sejarah-gmki-wamena", text: `Perjalanan GMKI Wamena sejak ${siteContent().site.foundedBranch}.` },
      { href: "/aturan", text: "Konferensi Cabang dan masa bakti pengurus." },
    ]),
  };
}

export default function OutgoingBoardPage({ loaderData }: Route.ComponentProps) {
  const { meaning, leaders, heads } = loaderData;
  return (
    <div {...searchEntry("Profil")}>
      <PageHeader {...loaderData.header} />

      <PageSection id="pengurus-harian" {...leaders.heading}>
        <PersonList people={leaders.people} ended />
      </PageSection>

      <PageSection id="kepala-bidang" tone="paper" {...heads.heading}>
        {heads.people.length > 0 ? (
          <PersonList people={heads.people} ended />
        ) : (
          <BoardFields fields={heads.fields} ended />
        )}
      </PageSection>

      <ExplainerSection id="arti-demisioner" heading={meaning.heading} paragraphs={meaning.paragraphs} />

      <RelatedPages {...loaderData.related} />
    </div>
  );
}
