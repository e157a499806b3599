import { GraduationCap } from "lucide";
import { PageHeader } from "~/components/layout/page-header";
import { RelatedPages } from "~/components/layout/related-pages";
import { Photo } from "~/components/media/photo";
import { Icon } from "~/components/ui/icon";
import { siteContent } from "~/content/content.server";
import { related } from "~/lib/related.server";
import { pageMeta, pagePath, structuredData } from "~/lib/meta.server";
import { photoData } from "~/lib/photos.server";
import { breadcrumbLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/branch";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// One module for every komisariat: the page's path, /struktur/<slug>, says which.
export function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request);
  const { branches } = siteContent();
  const branch = branches.find((candidate) => `/struktur/${candidate.slug}` === path);
  if (!branch) throw new Error(`No komisariat at ${path}`);
  const trail = [
    { name: "Beranda", path: "/" },
    { name: "Struktur", path: "/struktur" },
    { name: branch.name, path },
  ];
  return {
    head: pageMeta({
      path,
      title: branch.name,
      description: `${branch.name} GMKI Cabang Wamena: ketua dan sekretaris caretaker, serta perguruan tinggi yang dilayani.`,
      extra: structuredData(breadcrumbLd(trail)),
    }),
    header: { eyebrow: "Komisariat", title: branch.name, intro: branch.summary, breadcrumbs: trail },
    caretakers: {
      title: "Pengurus Caretaker",
      intro: "Komisariat ini dipimpin caretaker sampai Musyawarah Komisariat (Muskom) pertama memilih pengurus tetap.",
      people: [
        { position: "Ketua Caretaker", name: branch.caretakerChair },
        { position: "Sekretaris Caretaker", name: branch.caretakerSecretary },
        { position: "Koordinator dari BPC", name: branch.coordinator },
      ],
    },
    colleges: { title: "Perguruan tinggi yang dilayani", list: branch.colleges },
    photo: photoData(branch.image),
    related: related(
      [
        ...branches
          .filter((other) => other !== branch)
          .map((other) => ({ href: `/struktur/${other.slug}`, title: other.name, text: other.colleges.join(", ") })),
        { href: "/struktur", title: "Ikhtisar Struktur", text: "BPC dan seluruh komisariat." },
      ],
      "Komisariat lain",
    ),
  };
}

export default function BranchPage({ loaderData }: Route.ComponentProps) {
  const { caretakers } = loaderData;
  return (
    <>
      <PageHeader {...loaderData.header} />

      <div className="container-page grid gap-10 py-16 lg:grid-cols-[3fr_2fr] lg:gap-16 lg:py-20">
        <div>
          <section aria-labelledby="pengurus">
            <h2 id="pengurus" className="text-title">
              {caretakers.title}
            </h2>
            <p className="mt-3 leading-relaxed text-muted">{caretakers.intro}</p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {caretakers.people.map(({ position, name }) => (
                <div key={position} className="card p-5">
                  <dt className="eyebrow text-accent-700">{position}</dt>
                  <dd className="mt-1 text-lg font-bold text-brand-900">{name}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="kampus" className="mt-12">
            <h2 id="kampus" className="text-title">
              {loaderData.colleges.title}
            </h2>
            <ul className="mt-6 space-y-3">
              {loaderData.colleges.list.map((college) => (
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

      <RelatedPages {...loaderData.related} />
    </>
  );
}
