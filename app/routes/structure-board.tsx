import { PageHeader } from "~/components/layout/page-header";
import { searchEntry } from "~/components/search/search-entry";
import { PageSection } from "~/components/layout/page-section";
import { RelatedPages } from "~/components/layout/related-pages";
import { BoardFields } from "~/components/people/board-fields";
import { siteContent } from "~/content/content.server";
import { pageNames } from "~/lib/pages/names";
import { related } from "~/lib/pages/related.server";
import { pageMeta, requestPath, structuredData } from "~/lib/meta/page-meta.server";
import { breadcrumbLd } from "~/lib/meta/structured-data.server";
import { mainNav } from "~/lib/pages/navigation.server";
import { breadcrumbTrail } from "~/lib/pages/addresses";
import { motifs } from "~/lib/media/motifs.server";
import { fieldViews } from "~/lib/media/photos.server";
import type { Route } from "./+types/structure-board";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

const title = pageNames["/struktur/bpc"];

export function loader({ url }: Route.LoaderArgs) {
  const { board: boards, branches } = siteContent();
  const board = boards.current;
  const trail = breadcrumbTrail(requestPath(url), title, mainNav(branches));
  return {
    head: pageMeta({
      path: requestPath(url),
      title,
      description: `Susunan lengkap Badan Pengurus Cabang GMKI Cabang Wamena periode ${board.period}: pengurus harian dan setiap bidang beserta anggotanya.`,
      extra: structuredData(breadcrumbLd(trail)),
    }),
    header: {
      motif: motifs.struktur,
      eyebrow: "Struktur",
      title,
      intro: `Susunan lengkap pengurus periode ${board.period}, per bidang.`,
    },
    fields: {
      heading: { eyebrow: `Periode ${board.period}`, title: "Susunan per bidang" },
      list: fieldViews(board),
    },
    related: related([
      { href: "/tentang-bpc", text: "Peran pengurus dan para pemimpinnya." },
      { href: "/struktur", text: "BPC dan seluruh komisariat." },
      { href: "/aturan", text: "Syarat pengurus dan rapat-rapat." },
    ]),
  };
}

export default function StructureBoardPage({ loaderData }: Route.ComponentProps) {
  return (
    <div {...searchEntry("Struktur")}>
      <PageHeader {...loaderData.header} />
      <PageSection id="per-bidang" tone="paper" {...loaderData.fields.heading}>
        <BoardFields fields={loaderData.fields.list} />
      </PageSection>
      <RelatedPages {...loaderData.related} />
    </div>
  );
}
