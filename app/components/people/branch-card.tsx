import { ArrowRight } from "lucide";
import { Link } from "react-router";
import { Photo } from "~/components/media/photo";
import { Icon } from "~/components/ui/icon";
import type { Branch } from "~/content/schema";
import type { PhotoData } from "~/lib/photo-data";

/** A komisariat in a list: photo, name, coordinator, and a link to its page. */
export function BranchCard({ branch, photo }: { branch: Branch; photo?: PhotoData }) {
  return (
    <li className="group relative flex flex-col overflow-hidden card transition-shadow hover:shadow-lg">
      {photo && (
        <Photo
          photo={photo}
          alt=""
          sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw"
          className="aspect-[16/9]"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl">
          <Link to={`/struktur/${branch.slug}`} className="card-link">
            {branch.name}
          </Link>
        </h3>
        <p className="mt-2 leading-relaxed text-muted">{branch.summary}</p>
        <dl className="mt-4 text-sm">
          <dt className="inline text-muted">Koordinator BPC: </dt>
          <dd className="inline font-semibold text-ink">{branch.coordinator}</dd>
        </dl>
        <span
          aria-hidden="true"
          className="mt-auto flex items-center gap-1 pt-5 font-semibold text-brand-700 group-hover:gap-2"
        >
          Lihat komisariat <Icon icon={ArrowRight} className="size-4" />
        </span>
      </div>
    </li>
  );
}
