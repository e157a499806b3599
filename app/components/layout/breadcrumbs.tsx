import { ForeignTerms } from "~/components/text/foreign-terms";
import { cn } from "~/lib/cn";
import { type Crumb, sitePath } from "~/lib/pages/addresses";

/**
 * Where a page sits, e.g. Beranda › Struktur › Badan Pengurus Cabang. On a
 * phone the trail is one step back, "‹ Struktur": the page's own name is the
 * title right below, and a longer trail would wrap above it.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const parent = trail.length - 2;
  return (
    <nav aria-label="Lokasi halaman" className="text-sm text-brand-200">
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li
              key={crumb.path}
              className={cn("flex min-h-7 items-center gap-2 sm:min-h-8", index !== parent && "max-sm:hidden")}
            >
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  <ForeignTerms>{crumb.name}</ForeignTerms>
                </span>
              ) : (
                <>
                  {/* The back arrow is drawn, not written: screen readers and the page's text skip it. */}
                  <a
                    className={cn(
                      "inline-flex items-center gap-1.5 underline-offset-4 hover:text-white hover:underline",
                      index === parent && "max-sm:min-h-11 max-sm:before:content-['‹'_/_'']",
                    )}
                    href={sitePath(crumb.path)}
                  >
                    <ForeignTerms>{crumb.name}</ForeignTerms>
                  </a>
                  <span aria-hidden="true" className={cn(index === parent && "max-sm:hidden")}>
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
