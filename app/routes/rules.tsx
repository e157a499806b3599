import { Download, MessageCircle } from "lucide";
import { searchEntry } from "~/components/search/search-entry";
import { buttonClass } from "~/components/ui/button";
import { statSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "../../site.config.mjs";
import { ExternalLink } from "~/components/layout/external-link";
import { PageHeader } from "~/components/layout/page-header";
import { PageSection } from "~/components/layout/page-section";
import { DocumentList } from "~/components/rules/document-list";
import { RuleAccordion } from "~/components/rules/rule-accordion";
import { SanctionCard } from "~/components/rules/sanction-card";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { siteContent, siteSamples } from "~/content/content.server";
import { SampleNote } from "~/components/layout/sample-note";
import { documentKindNames } from "~/lib/text/content-names";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { pageNames } from "~/lib/pages/names";
import { fileSize } from "~/lib/text/file-size";
import { formatDate } from "~/lib/dates/format";
import { chatWith, inboxNote } from "~/lib/page-data/site-data.server";
import { motifs } from "~/lib/media/motifs.server";
import type { Route } from "./+types/rules";
import { sitePath } from "~/lib/pages/addresses";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ url }: Route.LoaderArgs) {
  const { rules, documents, contact } = siteContent();
  // Newest first; each a link to its file, with its type and size.
  const files = documents
    .toSorted((a, b) => b.date.localeCompare(a.date))
    .map((document) => ({
      kind: document.kind,
      title: document.title,
      description: document.description,
      date: formatDate(document.date),
      href: sitePath(`dokumen/${document.file}`),
      size: `PDF, ${fileSize(statSync(join(contentDir, "documents", document.file)).size)}`,
    }));
  // The two the rules page names; one line says how to get those not uploaded yet.
  const named = (["ad-art", "peraturan-cabang"] as const).map((kind) => ({ kind, label: documentKindNames[kind] }));
  const missing = named.filter(({ kind }) => !files.some((file) => file.kind === kind)).map(({ label }) => label);
  return {
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/aturan"],
      description:
        "Aturan GMKI: AD/ART nasional dan peraturan GMKI Cabang Wamena tentang iuran, keaktifan, rapat, konferensi, dan tingkat sanksi.",
    }),
    header: {
      motif: motifs.aturan,
      eyebrow: "AD/ART dan Peraturan Cabang",
      title: pageNames["/aturan"],
      intro:
        "Ringkasan Anggaran Dasar dan Anggaran Rumah Tangga (AD/ART) GMKI serta peraturan yang berlaku di GMKI Cabang Wamena.",
    },
    keyFacts: rules.keyFacts,
    downloads: {
      main: named.flatMap(({ kind, label }) => {
        const file = files.find((candidate) => candidate.kind === kind);
        return file ? [{ label: `Unduh ${label}`, href: file.href, size: file.size }] : [];
      }),
      missing:
        missing.length > 0
          ? {
              text: `Salinan ${missing.join(" dan ")} dapat diminta di sekretariat atau lewat WhatsApp.`,
              chat: chatWith(contact, siteSamples()),
              note: inboxNote(siteSamples()),
            }
          : null,
      files,
    },
    national: {
      heading: { eyebrow: "GMKI", title: "Aturan nasional", intro: "Berlaku bagi seluruh anggota GMKI di Indonesia." },
      sections: rules.sections.filter((section) => section.scope === "nasional"),
    },
    local: {
      heading: {
        eyebrow: "Cabang Wamena",
        title: "Aturan cabang",
        intro: "Ditetapkan oleh Konferensi Cabang untuk anggota GMKI Cabang Wamena.",
      },
      sections: rules.sections.filter((section) => section.scope === "cabang"),
    },
    sanctions: {
      heading: {
        eyebrow: "Disiplin",
        title: "Tingkat sanksi",
        intro:
          "Skorsing diputuskan oleh Badan Pengurus Cabang; pemberhentian sebagai anggota hanya dapat diputuskan oleh Konferensi Cabang.",
      },
      tiers: rules.sanctionTiers,
    },
  };
}

/** No script of its own: the sections are native <details>, their addresses plain links. */
export default function RulesPage({ loaderData }: Route.ComponentProps) {
  const { keyFacts, downloads, national, local, sanctions } = loaderData;
  return (
    <div {...searchEntry("Aturan")}>
      <PageHeader {...loaderData.header} />

      {/* The answers first: what a member pays and must do, before any section. */}
      <section aria-labelledby="yang-terpenting" className="container-page pt-6 pb-6 sm:pt-10 sm:pb-8">
        <h2 id="yang-terpenting" className="sr-only">
          Yang terpenting
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
          {keyFacts.map((fact) => (
            // Facts, not links: a tinted ground without a card's border. The
            // figure keeps to the top (justify-end, as the column is reversed).
            <div key={fact.label} className="flex flex-col-reverse justify-end rounded-card bg-brand-50 p-4">
              <dt className="mt-1 text-sm text-muted">{fact.label}</dt>
              <dd className="text-xl font-bold text-brand-900 sm:text-2xl">
                {/* Broken between words only: never "Rp25.00" and "0". */}
                <span className="wrap-normal">{fact.value}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="border-b border-line bg-paper">
        <div className="container-page flex flex-col gap-4 py-5 sm:py-6 md:flex-row md:items-center md:justify-between">
          {downloads.main.length > 0 && (
            <div className="flex flex-wrap gap-3">
              {downloads.main.map((download) => (
                // A link to the file itself, saying what it is before the tap.
                <a
                  key={download.href}
                  href={download.href}
                  type="application/pdf"
                  className="inline-flex min-h-12 items-center gap-3 rounded-xl border-2 border-brand-900 px-4 py-2 text-left text-brand-900 hover:bg-brand-50"
                >
                  <Icon icon={Download} className="size-5 shrink-0" />
                  <span className="flex flex-col">
                    <span className="font-semibold">{download.label}</span>
                    <span className="text-sm text-muted">{download.size}</span>
                  </span>
                </a>
              ))}
            </div>
          )}
          {downloads.missing && (
            <div data-sample-block="">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-muted">
                {downloads.missing.text}
                {downloads.missing.chat && (
                  <ExternalLink
                    href={downloads.missing.chat.href}
                    className={buttonClass({ variant: "whatsapp", size: "compact" })}
                  >
                    <Icon icon={MessageCircle} className="size-4 shrink-0" />
                    WhatsApp {downloads.missing.chat.label}
                  </ExternalLink>
                )}
              </p>
              {downloads.missing.chat && <SampleNote note={downloads.missing.note} className="mt-2" />}
            </div>
          )}
        </div>
      </div>

      {/* On a wide screen the two columns share their rows (subgrid): the
          sections start level whatever the length of each introduction. */}
      <div className="container-page grid gap-10 py-8 sm:gap-14 sm:py-12 lg:grid-cols-2 lg:gap-x-12 lg:gap-y-0 lg:py-16">
        {[
          { id: "aturan-nasional", ...national },
          { id: "aturan-cabang", ...local },
        ].map(({ id, heading, sections }) => (
          <section key={id} aria-labelledby={id} className="lg:row-span-3 lg:grid lg:grid-rows-subgrid">
            <SectionHeading id={id} eyebrow={heading.eyebrow} title={heading.title} />
            <p className="mt-3 text-muted">{heading.intro}</p>
            <div className="mt-5 sm:mt-6">
              <RuleAccordion sections={sections} />
            </div>
          </section>
        ))}
      </div>

      {downloads.files.length > 0 && (
        <section aria-labelledby="dokumen" className="container-page pb-8 sm:pb-12">
          <h2 id="dokumen" className="text-title">
            Dokumen
          </h2>
          <div className="mt-4">
            <DocumentList files={downloads.files} />
          </div>
        </section>
      )}

      <PageSection id="sanksi" tone="paper" {...sanctions.heading}>
        <div className="grid gap-4 sm:gap-6 md:grid-cols-3">
          {sanctions.tiers.map((tier, index) => (
            <SanctionCard key={tier.level} tier={tier} step={index + 1} />
          ))}
        </div>
      </PageSection>
    </div>
  );
}
