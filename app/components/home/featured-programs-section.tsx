import { ArrowRight, type IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import { SectionHeading, type HeadingText } from "~/components/ui/section-heading";
import type { FeaturedProgram } from "~/content/schema";
import { sitePath } from "~/lib/pages/addresses";

/** A programme with its icon drawn (lib/media/icons.server.ts). */
export type FeaturedProgramItem = Omit<FeaturedProgram, "icon"> & { icon: IconNode };

/** Three programmes, one per field of service; each card links on. */
export function FeaturedProgramsSection({
  heading,
  programs,
}: {
  heading: HeadingText;
  programs: readonly FeaturedProgramItem[];
}) {
  return (
    <section aria-labelledby="program-unggulan" className="py-8 sm:py-10 lg:py-20">
      <div className="container-page">
        <SectionHeading id="program-unggulan" {...heading} introClassName="max-sm:hidden" />
        {/* Rows between lines on a phone, cards from 48rem. */}
        <ul className="mt-4 grid divide-y divide-line md:mt-6 md:grid-cols-3 md:gap-4 md:divide-y-0 lg:mt-10 lg:gap-6">
          {programs.map((program) => (
            <li
              key={program.title}
              className="group relative grid grid-cols-[auto_1fr] gap-x-4 py-4 transition-shadow md:flex md:flex-col md:card md:p-7 md:hover:shadow-lg"
            >
              <span className="row-span-3 icon-badge size-11 md:size-12">
                <Icon icon={program.icon} className="size-6" />
              </span>
              <h3 className="text-lg md:mt-6 md:text-xl">
                {/* The link covers the card (after:), so the whole card is one target. */}
                <a className="card-link" href={sitePath(program.href)}>
                  {program.title}
                  {/* On a phone the row's "Lihat Kegiatan" is this arrow: a row that leads on says so, in no extra line. */}
                  <Icon icon={ArrowRight} className="ml-1.5 inline size-4 align-[-0.125em] text-brand-700 md:hidden" />
                </a>
              </h3>
              <p className="mt-1 text-sm/relaxed text-muted md:mt-3 md:text-base/relaxed">{program.description}</p>
              <span
                aria-hidden="true"
                className="mt-auto hidden items-center gap-1 pt-6 font-semibold text-brand-700 group-hover:gap-2 md:flex"
              >
                Lihat Kegiatan <Icon icon={ArrowRight} className="size-4" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
