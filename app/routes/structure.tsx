import { PageHeader } from "~/components/layout/page-header";
import { searchEntry } from "~/components/search/search-entry";
import { PageSection } from "~/components/layout/page-section";
import { MeetingList } from "~/components/people/meeting-list";
import { OrgChart } from "~/components/people/org-chart";
import { siteContent, siteSamples } from "~/content/content.server";
import { SampleNote } from "~/components/layout/sample-note";
import { fieldHeads } from "~/lib/page-data/board.server";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { numberWord } from "~/lib/text/number-words";
import { pageNames } from "~/lib/pages/names";
import { motifs } from "~/lib/media/motifs.server";
import type { Route } from "./+types/structure";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ url }: Route.LoaderArgs) {
  const { board, branches } = siteContent();
  const { period, chair } = board.current;
  return {
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/struktur"],
      description:
        "Struktur GMKI Cabang Wamena: Konferensi Cabang, Badan Pengurus Cabang, dan komisariat di kampus-kampus Wamena.",
    }),
    header: {
      motif: motifs.struktur,
      eyebrow: "Struktur",
      title: pageNames["/struktur"],
      intro: "Dari Konferensi Cabang dan Badan Pengurus Cabang sampai komisariat di kampus.",
    },
    // When and where to come, before how the branch is organised.
    meetings: {
      heading: {
        eyebrow: "Ikut bertemu",
        title: "Kapan komisariat bertemu",
        intro:
          "Mahasiswa Kristen dipersilakan datang ke komisariat kampusnya. Kabari dulu koordinatornya lewat halaman komisariatnya.",
      },
      branches: branches.map(({ slug, name, meeting, colleges }) => ({ slug, name, meeting, colleges })),
      note: siteSamples().note([{ place: "branches.json#branches.meeting", what: "jadwal dan tempat pertemuan" }]),
    },
    chart: {
      heading: {
        eyebrow: "Bagan",
        title: "Dari konferensi sampai kampus",
        intro: "Konferensi Cabang memilih Badan Pengurus Cabang; BPC mendampingi komisariat di setiap kampus.",
      },
      conference: {
        title: "Konferensi Cabang",
        text: "Permusyawaratan tertinggi cabang, setiap dua tahun. Memilih pengurus dan menetapkan arah program.",
      },
      board: {
        title: "Badan Pengurus Cabang",
        text: `Periode ${period}, dipimpin ${chair.name}. Pengurus harian dan ${numberWord(fieldHeads(board.current).length)} bidang.`,
        fields: board.current.fields.map((field) => field.title),
      },
      branches: branches.map(({ slug, name, coordinator }) => ({ slug, name, coordinator })),
    },
  };
}

export default function StructurePage({ loaderData }: Route.ComponentProps) {
  const { heading, ...chart } = loaderData.chart;
  const { meetings } = loaderData;
  return (
    <div {...searchEntry("Struktur")}>
      <PageHeader {...loaderData.header} />
      {/* On a phone the times themselves come first, under the header's drawing; each card leads to its komisariat. */}
      <PageSection id="pertemuan" {...meetings.heading} introClassName="max-sm:hidden">
        <MeetingList branches={meetings.branches} />
        <SampleNote note={meetings.note} className="mt-4" />
      </PageSection>
      <PageSection id="bagan" tone="paper" {...heading}>
        <OrgChart {...chart} />
      </PageSection>
    </div>
  );
}
