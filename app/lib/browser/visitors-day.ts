/**
 * Pages kept to the visitor's day: prerendered as of the
 * build day, they are corrected on the visitor's device, and again just
 * after each midnight in Wamena, for a page left open. A device clock set
 * earlier than the build day is not believed. The home page's agenda
 * (components/home/agenda-section.tsx, run by app/scripts/home.ts) is here;
 * /kegiatan's lists are lib/browser/events-by-day.ts.
 */
import { witDay } from "~/lib/dates/format";
import { AGENDA, AGENDA_DAY, AGENDA_NONE, AGENDA_SHOWS } from "./hooks";

const DAY_MS = 24 * 60 * 60 * 1000;
const WIT_MS = 9 * 60 * 60 * 1000;

/**
 * Calls `update` with today in Wamena ("YYYY-MM-DD", never before
 * `buildDay`) now and just after each Wamena midnight.
 */
export function onEachVisitorsDay(buildDay: string, update: (today: string) => void): void {
  const run = () => {
    const now = witDay(new Date());
    update(now > buildDay ? now : buildDay);
    setTimeout(run, DAY_MS - ((Date.now() + WIT_MS) % DAY_MS) + 1000);
  };
  run();
}

/**
 * `agenda` is AGENDA (the build day) with AGENDA_SHOWS (how many
 * it shows): a list, the later items in a <template>, and the words for none.
 * It drops what has passed, takes the next ones from its <template>, and
 * says so when nothing is left.
 */
export function keepAgendaToToday(agenda: HTMLElement): void {
  const length = Number(agenda.getAttribute(AGENDA_SHOWS));
  const list = agenda.querySelector("ol");
  const later = agenda.querySelector("template");
  const none = agenda.querySelector<HTMLElement>(`[${AGENDA_NONE}]`);
  if (!list) return;
  const items = [...list.children, ...(later?.content.children ?? [])].filter(
    (item): item is HTMLElement => item instanceof HTMLElement && item.hasAttribute(AGENDA_DAY),
  );
  onEachVisitorsDay(agenda.getAttribute(AGENDA) ?? "", (today) => {
    const coming = items.filter((item) => item.getAttribute(AGENDA_DAY)! >= today).slice(0, length);
    if (coming.length !== list.children.length || coming.some((item, at) => list.children[at] !== item))
      list.replaceChildren(...coming);
    list.hidden = coming.length === 0;
    if (none) none.hidden = coming.length > 0;
  });
}
