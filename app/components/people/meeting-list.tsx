import { ArrowRight, CalendarClock, MapPin } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Branch } from "~/content/schema";
import { sitePath } from "~/lib/pages/addresses";

export type BranchMeeting = Pick<Branch, "slug" | "name" | "meeting" | "colleges">;

/**
 * When and where each komisariat meets: the answer a newcomer looks for
 * first. Each card is a link to the komisariat's page (its name is the
 * link; the whole card answers a tap), which says whom to write to.
 */
export function MeetingList({ branches }: { branches: readonly BranchMeeting[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {branches.map((branch) => (
        <li
          key={branch.slug}
          className="group relative flex flex-col card p-4 transition-shadow hover:shadow-lg sm:p-5"
        >
          <h3 className="text-lg leading-snug">
            <a className="card-link text-brand-800" href={sitePath(`/struktur/${branch.slug}`)}>
              {branch.name}
            </a>
          </h3>
          <p className="mt-0.5 text-sm text-muted">{branch.colleges.join(" · ")}</p>
          <p className="mt-3 flex gap-2 font-semibold">
            <Icon icon={CalendarClock} className="mt-0.5 size-5 shrink-0 text-accent-700" />
            {branch.meeting.schedule}
          </p>
          <p className="mt-1 flex gap-2 text-muted">
            <Icon icon={MapPin} className="mt-0.5 size-5 shrink-0 text-accent-700" />
            {branch.meeting.place}
          </p>
          <span
            aria-hidden="true"
            className="mt-auto flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700 group-hover:gap-2"
          >
            Lihat Komisariat <Icon icon={ArrowRight} className="size-4" />
          </span>
        </li>
      ))}
    </ul>
  );
}
