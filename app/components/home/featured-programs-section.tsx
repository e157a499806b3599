import { ArrowRight, BookOpen, GraduationCap, HeartHandshake } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FeaturedProgram } from "~/content/schema";

const icons = {
  kerohanian: BookOpen,
  pendidikan: GraduationCap,
  sosial: HeartHandshake,
} satisfies Record<FeaturedProgram["icon"], unknown>;

/** Three programmes, one per field of service; each card links on. */
export function FeaturedProgramsSection({ programs }: { programs: readonly FeaturedProgram[] }) {
  return (
    <section aria-labelledby="program-unggulan" className="py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading
          id="program-unggulan"
          eyebrow="Program Unggulan"
          title="Iman, ilmu dan pengabdian dalam tindakan"
          intro="Tiga jalan pelayanan yang menjadi denyut kehidupan GMKI Cabang Wamena sepanjang tahun."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {programs.map((program) => {
            const programIcon = icons[program.icon];
            return (
              <li
                key={program.title}
                className="group relative flex flex-col card p-7 transition-shadow hover:shadow-lg"
              >
                <span className="icon-badge size-12">
                  <Icon icon={programIcon} className="size-6" />
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
            );
          })}
        </ul>
      </div>
    </section>
  );
}
