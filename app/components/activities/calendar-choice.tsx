import { CalendarPlus, ChevronDown } from "lucide";
import { ExternalLink } from "~/components/layout/external-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { EventLinks } from "~/lib/calendar/event-links.server";
import { cn } from "~/lib/cn";

/**
 * "Simpan ke Kalender": one action that opens the two ways in one place,
 * each saying what it will do, the file for the phone's own calendar first
 * (a download says nothing by itself) and Google Calendar second. A native
 * <details>, so it works before and without JavaScript.
 */
export function CalendarChoice({ links, title, className }: { links: EventLinks; title?: string; className?: string }) {
  const what = title ? <span className="sr-only"> untuk {title}</span> : null;
  const choice =
    "flex min-h-11 flex-col justify-center rounded-lg px-3 py-2 hover:bg-brand-50 [&>span:first-child]:font-semibold [&>span:first-child]:text-brand-800";
  return (
    // A control, not content: out of the search's excerpts.
    <details data-pagefind-ignore="" className={cn("group", className)}>
      <summary
        className={buttonClass(
          { variant: "secondary", size: "compact" },
          "w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Icon icon={CalendarPlus} className="size-4 shrink-0" />
        Simpan ke Kalender{what}
        <Icon icon={ChevronDown} className="size-4 shrink-0 group-open:rotate-180" />
      </summary>
      <ul className="mt-2 grid gap-1 rounded-xl border border-line bg-white p-1.5 text-sm">
        <li>
          <a href={links.calendarFile} download className={choice}>
            <span>Kalender di ponsel atau komputer{what}</span>
            <span className="text-muted">Mengunduh berkas kalender (.ics); buka berkas itu untuk menambahkannya.</span>
          </a>
        </li>
        <li>
          <ExternalLink href={links.googleCalendar} className={choice}>
            <span>Google Kalender{what}</span>
            <span className="text-muted">Membuka Google Kalender; tekan “Simpan” di sana.</span>
          </ExternalLink>
        </li>
      </ul>
    </details>
  );
}
