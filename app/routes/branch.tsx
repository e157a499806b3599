import { GraduationCap } from "lucide";
import { useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RelatedPages } from "~/components/layout/related-pages";
import { Photo } from "~/components/media/photo";
import { Icon } from "~/components/ui/icon";
import { branches } from "~/content/branches";
import { pageMeta, pagePath, structuredData } from "~/lib/meta.server";
import { photoData } from "~/lib/photos.server";
import { breadcrumbLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/branch";

/**
 * The komisariat this page is for: the last segment of its path,
 * /struktur/<slug> (pagePath in the loader, the router's location in the page).
 */
function branchAt(pathname: string) {
  const slug = pathname.replace(/\/$/, "").split("/").pop();
  const branch = branches.find((candidate) => candidate.slug === slug);
  if (!branch) throw new Error(`No komisariat at ${pathname}`);
  return branch;
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** Beranda › Struktur › this komisariat. */
function trailTo(branch: ReturnType<typeof branchAt>) {
  return [
    { name: "Beranda", path: "/" },
    { name: "Struktur", path: "/struktur" },
    { name: branch.name, path: `/struktur/${branch.slug}` },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request);
  const branch = branchAt(path);
  return {
    photo: photoData(branch.image),
    head: pageMeta({
      path,
      title: branch.name,
      description: `${branch.name} GMKI Cabang Wamena: ketua dan sekretaris caretaker, serta perguruan tinggi yang dilayani.`,
      extra: structuredData(breadcrumbLd(trailTo(branch))),
    }),
  };
}

export default function BranchPage({ loaderData }: Route.ComponentProps) {
  const branch = branchAt(useLocation().pathname);
  const others = branches.filter((other) => other.slug !== branch.slug);
  return (
    <>
      <PageHeader eyebrow="Komisariat" title={branch.name} intro={branch.summary} breadcrumbs={trailTo(branch)} />

      <div className="container-page grid gap-10 py-16 lg:grid-cols-[3fr_2fr] lg:gap-16 lg:py-20">
        <div>
          <section aria-labelledby="pengurus">
            <h2 id="pengurus" className="text-title">
              Pengurus Caretaker
            </h2>
            <p className="mt-3 leading-relaxed text-muted">
              Komisariat ini dipimpin caretaker sampai Musyawarah Komisariat (Muskom) pertama memilih pengurus tetap.
            </p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {[
                ["Ketua Caretaker", branch.caretakerChair],
                ["Sekretaris Caretaker", branch.caretakerSecretary],
                ["Koordinator dari BPC", branch.coordinator],
              ].map(([position, name]) => (
                <div key={position} className="card p-5">
                  <dt className="eyebrow text-accent-700">{position}</dt>
                  <dd className="mt-1 text-lg font-bold text-brand-900">{name}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="kampus" className="mt-12">
            <h2 id="kampus" className="text-title">
              Perguruan tinggi yang dilayani
            </h2>
            <ul className="mt-6 space-y-3">
              {branch.colleges.map((college) => (
                <li
                  key={college}
                  className="flex items-center gap-3 rounded-card bg-brand-50 px-5 py-4 text-lg font-semibold"
                >
                  <Icon icon={GraduationCap} className="size-6 shrink-0 text-brand-700" />
                  {college}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <Photo
          photo={loaderData.photo}
          alt=""
          sizes="(min-width: 64rem) 28rem, 100vw"
          className="aspect-[4/3] self-start rounded-card shadow-card lg:aspect-[3/4]"
        />
      </div>

      <RelatedPages
        title="Komisariat lain"
        pages={[
          ...others.map((other) => ({
            href: `/struktur/${other.slug}`,
            title: other.name,
            text: other.colleges.join(", "),
          })),
          { href: "/struktur", title: "Ikhtisar Struktur", text: "BPC dan seluruh komisariat." },
        ]}
      />
    </>
  );
}
