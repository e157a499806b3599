import { ArrowRight, Landmark, Users } from "lucide";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { BranchCard } from "~/components/people/branch-card";
import { Icon } from "~/components/ui/icon";
import { currentBoard } from "~/content/board";
import { branches } from "~/content/branches";
import { fieldHeads } from "~/lib/board";
import { pageMeta, pagePath } from "~/lib/meta.server";
import { photoMap } from "~/lib/photos.server";
import type { Route } from "./+types/structure";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ request }: Route.LoaderArgs) {
  return {
    photos: photoMap(branches.map((branch) => branch.image)),
    head: pageMeta({
      path: pagePath(request),
      title: "Struktur Organisasi",
      description:
        "Struktur GMKI Cabang Wamena: Konferensi Cabang, Badan Pengurus Cabang dan tiga komisariat di kampus Wamena.",
    }),
  };
}

export default function StructurePage({ loaderData }: Route.ComponentProps) {
  const chair = currentBoard.leaders[0];
  return (
    <>
      <PageHeader
        eyebrow="Struktur"
        title="Struktur Organisasi"
        intro="Bagaimana GMKI Cabang Wamena diatur: dari Konferensi Cabang, Badan Pengurus Cabang, sampai komisariat di kampus."
      />

      <PageSection id="jenjang" eyebrow="Jenjang" title="Dari konferensi sampai kampus">
        <ol className="grid gap-4 lg:grid-cols-3">
          <li className="rounded-card border border-line bg-paper p-6">
            <Icon icon={Landmark} className="size-7 text-accent-700" />
            <h3 className="mt-4 text-lg">Konferensi Cabang</h3>
            <p className="mt-2 leading-relaxed text-muted">
              Permusyawaratan tertinggi cabang, setiap dua tahun. Memilih pengurus dan menetapkan arah program.
            </p>
          </li>
          <li className="relative rounded-card border-2 border-brand-900 bg-white p-6 shadow-card">
            <Icon icon={Users} className="size-7 text-accent-700" />
            <h3 className="mt-4 text-lg">
              <Link to="/struktur/bpc" className="card-link">
                Badan Pengurus Cabang
              </Link>
            </h3>
            <p className="mt-2 leading-relaxed text-muted">
              Periode {currentBoard.period}
              {chair && `, dipimpin ${chair.name}`}. Pengurus harian dan {fieldHeads(currentBoard).length} bidang.
            </p>
            <span aria-hidden="true" className="mt-4 flex items-center gap-1 font-semibold text-brand-700">
              Susunan lengkap <Icon icon={ArrowRight} className="size-4" />
            </span>
          </li>
          <li className="rounded-card border border-line bg-paper p-6">
            <Icon icon={Landmark} className="size-7 text-accent-700" />
            <h3 className="mt-4 text-lg">{branches.length} Komisariat</h3>
            <p className="mt-2 leading-relaxed text-muted">
              Satuan GMKI di kampus, dipimpin caretaker sampai Musyawarah Komisariat pertama.
            </p>
          </li>
        </ol>
      </PageSection>

      <PageSection
        id="komisariat"
        tone="paper"
        eyebrow="Komisariat"
        title="Komisariat di kampus-kampus Wamena"
        intro="Setiap komisariat didampingi seorang koordinator dari Badan Pengurus Cabang."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {branches.map((branch) => (
            <BranchCard key={branch.slug} branch={branch} photo={loaderData.photos[branch.image]} />
          ))}
        </ul>
      </PageSection>
    </>
  );
}
