import { PageHeader } from "~/components/layout/page-header";
import { ExternalLink } from "~/components/layout/external-link";
import { siteContent } from "~/content/content.server";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { pageNames } from "~/lib/pages/names";
import { lineDrawings, MOTIF_CREDIT, motifs } from "~/lib/media/motifs.server";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/photo-credits";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ url }: Route.LoaderArgs) {
  const { site, photos, photoCredits } = siteContent();
  return {
    head: pageMeta({
      path: requestPath(url),
      title: pageNames["/kredit-foto"],
      description: `Pembuat dan lisensi gambar dan foto yang dipakai di situs ${site.name}.`,
    }),
    header: {
      motif: motifs.sejarah,
      title: pageNames["/kredit-foto"],
      intro: "Siapa yang membuat gambar dan foto di situs ini, dan dengan izin apa kami memakainya.",
    },
    // Each maker with the photos of theirs the site shows.
    credits: photoCredits
      .map((credit) => ({
        ...credit,
        photos: photos.filter((photo) => photo.credit === credit.id).map((photo) => photo.alt),
      }))
      .filter((credit) => credit.photos.length > 0),
    // The drawings that open each page, the branch's own.
    motifs: { ...MOTIF_CREDIT, list: [...Object.values(motifs), ...lineDrawings] },
  };
}

export default function PhotoCreditsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader {...loaderData.header} />
      <div className="container-page py-8 sm:py-12 lg:py-16">
        <ul className="max-w-prose space-y-6">
          {loaderData.credits.map((credit) => (
            <li key={credit.id} className="border-b border-line pb-6">
              <h2 className="text-xl">{credit.author}</h2>
              <p className="mt-1 text-muted">
                {credit.licenseUrl ? (
                  <>
                    Lisensi{" "}
                    <ExternalLink href={credit.licenseUrl} className="font-semibold text-brand-700 underline">
                      {credit.license}
                    </ExternalLink>
                  </>
                ) : (
                  credit.license
                )}
              </p>
              <ul className="mt-3 list-disc space-y-1 pl-5">
                {credit.photos.map((alt) => (
                  <li key={alt}>{alt}</li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <h2 className="text-xl">Gambar di kepala halaman, kartu, dan poster kegiatan</h2>
            <p className="mt-1 text-muted">
              {loaderData.motifs.license}. Pembuat: {loaderData.motifs.author}.
            </p>
            <ul className="mt-3 space-y-3">
              {loaderData.motifs.list.map((motif) => (
                <li key={motif.src} className="flex items-center gap-3">
                  <img
                    src={motif.src}
                    alt=""
                    width={160}
                    height={40}
                    loading="lazy"
                    className={cn(
                      "h-10 w-40 shrink-0 rounded object-cover",
                      "line" in motif ? "border border-line bg-white" : "bg-brand-900 object-right",
                    )}
                  />
                  <span>{motif.subject}</span>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </div>
    </>
  );
}
