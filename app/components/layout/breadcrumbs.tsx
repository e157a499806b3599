import { Link } from "react-router";
import type { Crumb } from "~/lib/paths";
import { cn } from "~/lib/cn";

/** Where a page sits, e.g. Beranda › Struktur › Badan Pengurus Cabang. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Lokasi halaman" className="text-sm text-brand-200">
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            // On a phone the last crumb, which repeats the title right below, is left out.
            <li key={crumb.path} className={cn("flex min-h-7 items-center gap-2 sm:min-h-8", last && "max-sm:hidden")}>
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="underline-offset-4 hover:text-white hover:underline">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true" className={cn(index === trail.length - 2 && "max-sm:hidden")}>
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
