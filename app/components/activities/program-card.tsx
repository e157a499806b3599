import { CalendarClock, MapPin } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Program } from "~/content/schema";
import type { Marks } from "~/lib/text/marked-text";
import { marked } from "~/components/ui/marked";

/** A regular programme: what, when, where; `marks`, its texts' foreign words marked at build, where they have any. */
export function ProgramCard({ program, marks = {} }: { program: Program; marks?: Marks<keyof Program> }) {
  return (
    <article className="card p-6">
      <h3 className="text-xl">{marked(marks.title ?? program.title)}</h3>
      <dl className="mt-3 space-y-1.5">
        <div className="flex items-start gap-2.5 font-semibold text-brand-700">
          <dt className="mt-0.5">
            <Icon icon={CalendarClock} className="size-[1.125rem]" />
            <span className="sr-only">Jadwal</span>
          </dt>
          <dd>{marked(marks.schedule ?? program.schedule)}</dd>
        </div>
        <div className="flex items-start gap-2.5 text-muted">
          <dt className="mt-0.5">
            <Icon icon={MapPin} className="size-[1.125rem]" />
            <span className="sr-only">Lokasi</span>
          </dt>
          <dd>{marked(marks.location ?? program.location)}</dd>
        </div>
      </dl>
      <p className="mt-4 leading-relaxed text-ink">{marked(marks.description ?? program.description)}</p>
    </article>
  );
}
