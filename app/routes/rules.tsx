import { Download } from "lucide";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { RuleAccordion } from "~/components/rules/rule-accordion";
import { SanctionCard } from "~/components/rules/sanction-card";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { siteContent } from "~/content/content.server";
import { pageMeta, pagePath } from "~/lib/meta.server";
import { pageNames } from "~/lib/page-names";
import type { Route } from "./+types/rules";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const { rules } = siteContent();
  return {
    head: pageMeta({
      path: pagePath(request),
      title: pageNames["/aturan"],
      description:
        "Aturan GMKI: AD/ART nasional dan peraturan GMKI Cabang Wamena tentang iuran, keaktifan, rapat, konferensi, dan tingkat sanksi.",
    }),
    header: {
      eyebrow: "AD/ART dan Peraturan Cabang",
      title: pageNames["/aturan"],
      intro:
        "Ringkasan Anggaran Dasar dan Anggaran Rumah Tangga (AD/ART) GMKI serta peraturan yang berlaku di GMKI Cabang Wamena.",
    },
    downloads: {
      note: "Dokumen lengkap dalam bentuk PDF akan segera tersedia untuk diunduh.",
      // No documents yet: the buttons stay, without an action, until there are;
      // the note they point to says why.
      labels: ["Unduh AD/ART", "Unduh Peraturan Cabang"],
      soon: "segera tersedia",
    },
    national: {
      heading: { eyebrow: "GMKI", title: "Aturan Nasional", intro: "Berlaku bagi seluruh anggota GMKI di Indonesia." },
      sections: rules.sections.filter((section) => section.scope === "nasional"),
    },
    local: {
      heading: {
        eyebrow: "Cabang Wamena",
        title: "Aturan Cabang",
        intro: "Ditetapkan oleh Konferensi Cabang untuk anggota GMKI Cabang Wamena.",
      },
      sections: rules.sections.filter((section) => section.scope === "cabang"),
    },
    sanctions: {
      heading: {
        eyebrow: "Disiplin",
        title: "Tingkat Sanksi",
        intro:
          "Skorsing diputuskan oleh Badan Pengurus Cabang; pemberhentian sebagai anggota hanya dapat diputuskan oleh Konferensi Cabang.",
      },
      tiers: rules.sanctionTiers,
    },
  };
}

/** Needs no React: the sections are native <details>, their addresses plain links. */
export default function RulesPage({ loaderData }: Route.ComponentProps) {
  const { downloads, national, local, sanctions } = loaderData;
  return (
    <>
      <PageHeader {...loaderData.header} />

      <div className="border-b border-line bg-paper">
        <div className="container-page flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
          <p id="catatan-unduhan" className="text-muted">
            {downloads.note}
          </p>
          <div className="flex flex-wrap gap-3">
            {downloads.labels.map((label) => (
              // Not `disabled`: a disabled button cannot be focused, and its reason not heard.
              // Drawn as not there yet (dashed, muted, "segera tersedia"), so nobody taps in vain.
              <button
                key={label}
                type="button"
                aria-disabled="true"
                aria-describedby="catatan-unduhan"
                className="inline-flex min-h-12 cursor-not-allowed items-center gap-3 rounded-xl border-2 border-dashed border-brand-200 px-4 py-2 text-left text-muted"
              >
                <Icon icon={Download} className="size-5 shrink-0" />
                {/* Two lines by design: what it will be, and that it is not there yet. */}
                <span className="flex flex-col">
                  <span className="font-semibold whitespace-nowrap">{label}</span>{" "}
                  <span className="text-sm whitespace-nowrap">({downloads.soon})</span>
                </span>
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className="container-page grid gap-10 py-8 sm:gap-14 sm:py-12 lg:grid-cols-2 lg:gap-12 lg:py-16">
        {[
          { id: "aturan-nasional", ...national },
          { id: "aturan-cabang", ...local },
        ].map(({ id, heading, sections }) => (
          <section key={id} aria-labelledby={id}>
            <SectionHeading id={id} eyebrow={heading.eyebrow} title={heading.title} />
            <p className="mt-3 text-muted">{heading.intro}</p>
            <div className="mt-6">
              <RuleAccordion sections={sections} />
            </div>
          </section>
        ))}
      </div>

      <PageSection id="sanksi" tone="paper" {...sanctions.heading}>
        <div className="grid gap-6 md:grid-cols-3">
          {sanctions.tiers.map((tier, index) => (
            <SanctionCard key={tier.level} tier={tier} step={index + 1} />
          ))}
        </div>
      </PageSection>
    </>
  );
}
