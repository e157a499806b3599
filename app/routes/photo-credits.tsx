import { PageHeader } from "~/components/layout/page-header";
import { ExternalLink } from "~/components/layout/external-link";
import { siteContent } from "~/content/content.server";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { pageNames } from "~/lib/pages/names";
import { lineDrawings, MOTIF_CREDIT, motifs, sceneMotifs } from "~/lib/media/motifs.server";
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
    // The drawings that open each page, the branch's own, and their line versions on cards and posters.
    motifs: {
      ...MOTIF_CREDIT,
      folded: [
        { title: "Gambar di kepala halaman", list: Object.values(motifs), line: false },
        { title: "Gambar kegiatan besar", list: Object.values(sceneMotifs), line: false },
        { title: "Gambar garis di kartu dan poster kegiatan", list: lineDrawings, line: true },
      ],
    },
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
            {/* Each group folded: its pictures load only when opened, so the page costs a visitor its text alone. What each shows, whole: a header drawing's phone view, its subject in 5:2. */}
            {loaderData.motifs.folded.map((group) => (
              <details key={group.title} className="mt-4">
                <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline underline-offset-4">
                  {group.title} ({group.list.length})
                </summary>
                <ul className="mt-3 space-y-3">
                  {group.list.map((drawing) => (
                    <li key={drawing.src} className="flex items-center gap-3">
                      <img
                        src={group.line ? drawing.src : `${drawing.src}#telepon`}
                        alt=""
                        width={group.line ? 150 : 125}
                        height={50}
                        loading="lazy"
                        className={
                          group.line
                            ? "h-12 w-36 shrink-0 rounded border border-line bg-white"
                            : "h-12 w-30 shrink-0 rounded bg-brand-900"
                        }
                      />
                      <span>{drawing.subject}</span>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </li>
        </ul>
      </div>
    </>
  );
}
