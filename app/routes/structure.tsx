import { ArrowRight, Landmark, Users } from "lucide";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { BranchCard } from "~/components/people/branch-card";
import { Icon } from "~/components/ui/icon";
import { siteContent } from "~/content/content.server";
import { fieldHeads } from "~/lib/board.server";
import { pageMeta, pagePath } from "~/lib/meta.server";
import { capitalizedNumberWord, numberWord } from "~/lib/number-words";
import { photoMap } from "~/lib/photos.server";
import type { Route } from "./+types/structure";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const { board, branches } = siteContent();
  const { period, chair } = board.current;
  return {
    head: pageMeta({
      path: pagePath(request),
      title: "Struktur Organisasi",
      description:
        "Struktur GMKI Cabang Wamena: Konferensi Cabang, Badan Pengurus Cabang, dan komisariat di kampus-kampus Wamena.",
    }),
    header: {
      eyebrow: "Struktur",
      title: "Struktur Organisasi",
      intro:
        "Bagaimana GMKI Cabang Wamena diatur: dari Konferensi Cabang, Badan Pengurus Cabang, sampai komisariat di kampus.",
    },
    levels: {
      heading: { eyebrow: "Jenjang", title: "Dari konferensi sampai kampus" },
      conference: {
        title: "Konferensi Cabang",
        text: "Permusyawaratan tertinggi cabang, setiap dua tahun. Memilih pengurus dan menetapkan arah program.",
      },
      board: {
        title: "Badan Pengurus Cabang",
        text: `Periode ${period}, dipimpin ${chair.name}. Pengurus harian dan ${numberWord(fieldHeads(board.current).length)} bidang.`,
      },
      branches: {
        title: `${capitalizedNumberWord(branches.length)} Komisariat`,
        text: "Satuan GMKI di kampus, dipimpin caretaker sampai Musyawarah Komisariat pertama.",
      },
    },
    branches: {
      heading: {
        eyebrow: "Komisariat",
        title: "Komisariat di kampus-kampus Wamena",
        intro: "Setiap komisariat didampingi seorang koordinator dari Badan Pengurus Cabang.",
      },
      list: branches,
      photos: photoMap(branches.map((branch) => branch.image)),
    },
  };
}

export default function StructurePage({ loaderData }: Route.ComponentProps) {
  const { levels, branches } = loaderData;
  return (
    <>
      <PageHeader {...loaderData.header} />

      <PageSection id="jenjang" {...levels.heading}>
        <ol className="grid gap-4 lg:grid-cols-3">
          <li className="rounded-card border border-line bg-paper p-6">
            <Icon icon={Landmark} className="size-7 text-accent-700" />
            <h3 className="mt-4 text-lg">{levels.conference.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{levels.conference.text}</p>
          </li>
          <li className="relative rounded-card border-2 border-brand-900 bg-white p-6 shadow-card">
            <Icon icon={Users} className="size-7 text-accent-700" />
            <h3 className="mt-4 text-lg">
              <Link to="/struktur/bpc" className="card-link">
                {levels.board.title}
              </Link>
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{levels.board.text}</p>
            <span aria-hidden="true" className="mt-4 flex items-center gap-1 font-semibold text-brand-700">
              Susunan lengkap <Icon icon={ArrowRight} className="size-4" />
            </span>
          </li>
          <li className="rounded-card border border-line bg-paper p-6">
            <Icon icon={Landmark} className="size-7 text-accent-700" />
            <h3 className="mt-4 text-lg">{levels.branches.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{levels.branches.text}</p>
          </li>
        </ol>
      </PageSection>

      <PageSection id="komisariat" tone="paper" {...branches.heading}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {branches.list.map((branch) => (
            <BranchCard key={branch.slug} branch={branch} photo={branches.photos[branch.image]} />
          ))}
        </ul>
      </PageSection>
    </>
  );
}
