import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { RelatedPages } from "~/components/layout/related-pages";
import { BoardFields } from "~/components/people/board-fields";
import { PersonList } from "~/components/people/person-card";
import { SectionHeading } from "~/components/ui/section-heading";
import { currentBoard, outgoingBoard } from "~/content/board";
import { pageMeta, pagePath } from "~/lib/meta.server";
import type { Route } from "./+types/outgoing-board";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ request }: Route.LoaderArgs) {
  return {
    head: pageMeta({
      path: pagePath(request),
      title: "Tentang Demisioner",
      description: `Pengurus demisioner GMKI Cabang Wamena periode ${outgoingBoard.period} yang telah menyelesaikan masa baktinya.`,
    }),
  };
}

export default function OutgoingBoardPage() {
  return (
    <>
      <PageHeader
        eyebrow="Tentang Kami"
        title="Pengurus Demisioner"
        intro={`Badan Pengurus Cabang periode ${outgoingBoard.period}, yang telah menyerahkan tugasnya kepada pengurus periode ${currentBoard.period}.`}
      />

      <section aria-labelledby="arti-demisioner" className="py-16 lg:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading id="arti-demisioner" eyebrow="Serah Terima" title="Apa arti demisioner?" />
          <div className="space-y-4 text-lg leading-relaxed text-muted lg:pt-8">
            <p>
              Pengurus disebut demisioner setelah masa baktinya berakhir dan laporan pertanggungjawabannya diterima oleh
              Konferensi Cabang. Pada konferensi yang sama, pengurus baru dipilih dan tugas diserahterimakan.
            </p>
            <p>
              Terima kasih kepada pengurus periode {outgoingBoard.period} yang telah melayani dengan setia. Banyak dari
              mereka tetap mendampingi komisariat dan kader muda sebagai senior.
            </p>
          </div>
        </div>
      </section>

      <PageSection
        id="pengurus-harian"
        tone="paper"
        eyebrow={`Periode ${outgoingBoard.period}`}
        title="Pengurus Harian"
      >
        <PersonList people={outgoingBoard.leaders} />
      </PageSection>

      <PageSection id="bidang" eyebrow={`Periode ${outgoingBoard.period}`} title="Para Kepala Bidang">
        <BoardFields fields={outgoingBoard.fields} />
      </PageSection>

      <RelatedPages
        pages={[
          { href: "/tentang-bpc", title: "Pengurus Sekarang", text: `Badan Pengurus Cabang ${currentBoard.period}.` },
          { href: "/sejarah-gmki-wamena", title: "Sejarah", text: "Perjalanan GMKI Wamena sejak 1985." },
          { href: "/aturan", title: "Aturan Organisasi", text: "Konferensi Cabang dan masa bakti pengurus." },
        ]}
      />
    </>
  );
}
