import { Download } from "lucide";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { RuleAccordion, useRuleSections } from "~/components/rules/rule-accordion";
import { SanctionCard } from "~/components/rules/sanction-card";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { ruleSections, sanctionTiers } from "~/content/rules";
import { pageMeta, pagePath } from "~/lib/meta.server";
import type { Route } from "./+types/rules";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ request }: Route.LoaderArgs) {
  return {
    head: pageMeta({
      path: pagePath(request),
      title: "Aturan Organisasi",
      description:
        "Aturan GMKI: AD/ART nasional dan peraturan GMKI Cabang Wamena tentang iuran, keaktifan, rapat, konferensi dan tingkat sanksi.",
    }),
  };
}

const downloads = ["Unduh AD/ART", "Unduh Peraturan Cabang"];

export default function RulesPage() {
  useRuleSections();
  const national = ruleSections.filter((section) => section.scope === "nasional");
  const local = ruleSections.filter((section) => section.scope === "cabang");
  return (
    <>
      <PageHeader
        eyebrow="Aturan"
        title="Aturan Organisasi"
        intro="Ringkasan Anggaran Dasar dan Anggaran Rumah Tangga (AD/ART) GMKI serta peraturan yang berlaku di GMKI Cabang Wamena."
      />

      <div className="border-b border-line bg-paper">
        <div className="container-page flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
          <p id="catatan-unduhan" className="text-muted">
            Dokumen lengkap dalam bentuk PDF akan segera tersedia untuk diunduh.
          </p>
          <div className="flex flex-wrap gap-3">
            {/* No documents yet: the spec keeps these buttons without an action;
                the note they point to says why. */}
            {downloads.map((label) => (
              <Button key={label} variant="outline" aria-describedby="catatan-unduhan">
                <Icon icon={Download} className="size-5" />
                {label}
              </Button>
            ))}
          </div>
        </div>
      </div>

      <div className="container-page grid gap-14 py-12 lg:grid-cols-2 lg:gap-12 lg:py-16">
        <section aria-labelledby="aturan-nasional">
          <SectionHeading id="aturan-nasional" eyebrow="GMKI" title="Aturan Nasional" />
          <p className="mt-3 text-muted">Berlaku bagi seluruh anggota GMKI di Indonesia.</p>
          <div className="mt-6">
            <RuleAccordion sections={national} />
          </div>
        </section>
        <section aria-labelledby="aturan-cabang">
          <SectionHeading id="aturan-cabang" eyebrow="Cabang Wamena" title="Aturan Cabang" />
          <p className="mt-3 text-muted">Ditetapkan oleh Konferensi Cabang untuk anggota GMKI Cabang Wamena.</p>
          <div className="mt-6">
            <RuleAccordion sections={local} />
          </div>
        </section>
      </div>

      <PageSection
        id="sanksi"
        tone="paper"
        eyebrow="Disiplin"
        title="Tingkat Sanksi"
        intro="Skorsing diputuskan oleh Badan Pengurus Cabang; pemberhentian sebagai anggota hanya dapat diputuskan oleh Konferensi Cabang."
      >
        <div className="grid gap-6 md:grid-cols-3">
          {sanctionTiers.map((tier, index) => (
            <SanctionCard key={tier.level} tier={tier} step={index + 1} />
          ))}
        </div>
      </PageSection>
    </>
  );
}
