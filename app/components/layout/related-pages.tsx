import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { RelatedPage } from "~/lib/pages/related.server";
import { sitePath } from "~/lib/pages/addresses";

/** "Where next": links to neighbouring pages, at the end of a page. */
export function RelatedPages({ title, pages }: { title: string; pages: readonly RelatedPage[] }) {
  return (
    <nav aria-labelledby="halaman-terkait" className="py-6 sm:py-16 lg:py-20">
      <div className="container-page">
        <h2 id="halaman-terkait" className="text-title">
          {title}
        </h2>
        <ul className="mt-3 grid gap-2 sm:mt-8 sm:gap-3 md:grid-cols-3 md:gap-4">
          {pages.map((page) => (
            <li key={page.href}>
              <a
                className="group flex h-full flex-col rounded-card border border-line px-4 py-3 transition-colors hover:border-brand-600 hover:bg-brand-50 sm:p-6"
                href={sitePath(page.href)}
              >
                <span className="flex items-center justify-between gap-3 font-bold text-brand-900 sm:text-lg">
                  {page.title}
                  <Icon
                    icon={ArrowRight}
                    className="size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className="mt-0.5 text-sm text-muted max-sm:sr-only sm:mt-2 sm:text-base">{page.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
