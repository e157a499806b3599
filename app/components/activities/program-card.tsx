import { CalendarClock, MapPin } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Program } from "~/content/schema";
import { ForeignTerms } from "~/components/text/foreign-terms";

/** A regular programme: what, when, where. */
export function ProgramCard({ program }: { program: Program }) {
  return (
    <article className="card p-6">
      <h3 className="text-xl">
        <ForeignTerms>{program.title}</ForeignTerms>
      </h3>
      <dl className="mt-3 space-y-1.5">
        <div className="flex items-start gap-2.5 font-semibold text-brand-700">
          <dt className="mt-0.5">
            <Icon icon={CalendarClock} className="size-[1.125rem]" />
            <span className="sr-only">Jadwal</span>
          </dt>
          <dd>
            <ForeignTerms>{program.schedule}</ForeignTerms>
          </dd>
        </div>
        <div className="flex items-start gap-2.5 text-muted">
          <dt className="mt-0.5">
            <Icon icon={MapPin} className="size-[1.125rem]" />
            <span className="sr-only">Lokasi</span>
          </dt>
          <dd>
            <ForeignTerms>{program.location}</ForeignTerms>
          </dd>
        </div>
      </dl>
      <p className="mt-4 leading-relaxed text-ink">
        <ForeignTerms>{program.description}</ForeignTerms>
      </p>
    </article>
  );
}
