import { ArrowRight, type IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { SectionHeading, type HeadingText } from "~/components/ui/section-heading";
import type { FeaturedProgram } from "~/content/schema";

/** A programme with its icon drawn (lib/icons.server.ts). */
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
    <section aria-labelledby="program-unggulan" className="py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="program-unggulan" {...heading} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {programs.map((program) => (
            <li key={program.title} className="group relative flex flex-col card p-7 transition-shadow hover:shadow-lg">
              <span className="icon-badge size-12">
                <Icon icon={program.icon} className="size-6" />
              </span>
              <h3 className="mt-6 text-xl">
                {/* The link covers the card (after:), so the whole card is one target. */}
                <Link to={program.href} className="card-link">
                  {program.title}
                </Link>
              </h3>
              <p className="mt-3 leading-relaxed text-muted">{program.description}</p>
              <span
                aria-hidden="true"
                className="mt-auto flex items-center gap-1 pt-6 font-semibold text-brand-700 group-hover:gap-2"
              >
                Lihat kegiatan <Icon icon={ArrowRight} className="size-4" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
