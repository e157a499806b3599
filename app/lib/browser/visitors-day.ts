/**
 * The home page's agenda on the visitor's day, without React
 * (components/home/agenda-section.tsx): prerendered as of the build day, it
 * drops what has passed on the visitor's device, takes the next ones from
 * its <template>, and says so when nothing is left; again just after each
 * midnight in Wamena, for a page left open. A device clock set earlier
 * than the build day is not believed. Run by app/home-script.ts.
 */
import { witDay } from "~/lib/dates/format";

const DAY_MS = 24 * 60 * 60 * 1000;
const WIT_MS = 9 * 60 * 60 * 1000;

/**
 * `agenda` is `[data-agenda]` (the build day) with `data-length` (how many
 * it shows): a list, the later items in a <template>, and the words for none.
 */
export function keepAgendaToToday(agenda: HTMLElement): void {
  const length = Number(agenda.dataset.length);
  const list = agenda.querySelector("ol");
  const later = agenda.querySelector("template");
  const none = agenda.querySelector<HTMLElement>("[data-agenda-none]");
  const buildDay = agenda.dataset.agenda ?? "";
  if (!list) return;
  const items = [...list.children, ...(later?.content.children ?? [])].filter(
    (item): item is HTMLElement => item instanceof HTMLElement && Boolean(item.dataset.date),
  );
  const update = () => {
    const now = witDay(new Date());
    const today = now > buildDay ? now : buildDay;
    const coming = items.filter((item) => item.dataset.date! >= today).slice(0, length);
    if (coming.length !== list.children.length || coming.some((item, at) => list.children[at] !== item))
      list.replaceChildren(...coming);
    list.hidden = coming.length === 0;
    if (none) none.hidden = coming.length > 0;
    setTimeout(update, DAY_MS - ((Date.now() + WIT_MS) % DAY_MS) + 1000);
  };
  update();
}
