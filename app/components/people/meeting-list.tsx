import { CalendarClock, MapPin } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { Branch } from "~/content/schema";

export type BranchMeeting = Pick<Branch, "slug" | "name" | "meeting">;

/** When and where each komisariat meets, each linked to its page: the answer a newcomer looks for first. */
export function MeetingList({ branches }: { branches: readonly BranchMeeting[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {branches.map((branch) => (
        <li key={branch.slug} className="card p-4 sm:p-5">
          <h3 className="text-lg leading-snug">
            <Link to={`/struktur/${branch.slug}`} className="text-brand-800 underline-offset-4 hover:underline">
              {branch.name}
            </Link>
          </h3>
          <p className="mt-2 flex gap-2 font-semibold">
            <Icon icon={CalendarClock} className="mt-0.5 size-5 shrink-0 text-accent-700" />
            {branch.meeting.schedule}
          </p>
          <p className="mt-1 flex gap-2 text-muted">
            <Icon icon={MapPin} className="mt-0.5 size-5 shrink-0 text-accent-700" />
            {branch.meeting.place}
          </p>
        </li>
      ))}
    </ul>
  );
}
