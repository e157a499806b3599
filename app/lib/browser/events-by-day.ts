/**
 * /kegiatan's lists on the visitor's day (routes/activities.tsx; run by
 * app/scripts/activities.ts): prerendered as
 * of the build day, an upcoming event whose day has passed leaves "Akan
 * Datang" and joins "Telah Berlalu" at the top, showing what a past card
 * shows; the counts on the tabs follow, and each list says so when it is
 * empty. When the day is the visitor's: lib/browser/visitors-day.ts.
 */
import { PLACEMENTS, placement } from "~/lib/layout/card-placement";
import {
  ACTIVITIES,
  ACTIVITIES_ACTIONS,
  ACTIVITIES_COMING,
  ACTIVITIES_COMING_NONE,
  ACTIVITIES_COUNT,
  ACTIVITIES_PASSED,
  ACTIVITIES_PASSED_NONE,
  ACTIVITIES_PAST_LINKS,
  ACTIVITIES_PAST_TEXT,
} from "./hooks";
import { onEachVisitorsDay } from "./visitors-day";

/** A card's day, "YYYY-MM-DD", from its <time datetime>. */
const dayOf = (item: Element) => item.querySelector("time[datetime]")?.getAttribute("datetime")?.slice(0, 10) ?? "";

/** An upcoming card made a past one, from what it carries (components/activities/event-card.tsx). */
function makePast(item: Element) {
  const text = item.querySelector<HTMLElement>(`[${ACTIVITIES_PAST_TEXT}]`);
  if (text) text.textContent = text.getAttribute(ACTIVITIES_PAST_TEXT);
  const template = item.querySelector<HTMLTemplateElement>(`template[${ACTIVITIES_PAST_LINKS}]`);
  const links = template?.content.firstElementChild;
  if (links) item.querySelector(`[${ACTIVITIES_ACTIONS}]`)?.replaceWith(links.cloneNode(true));
  template?.remove();
}

/** The cards' places in their grid (components/ui/card-grid.tsx), for their new number. */
function place(list: Element) {
  const items = [...list.children];
  items.forEach((item, index) => {
    item.classList.remove(...PLACEMENTS);
    const classes = placement(index, items.length, 3);
    if (classes) item.classList.add(...classes.split(" "));
  });
}

/**
 * `root` is ACTIVITIES (the build day), holding ACTIVITIES_COMING and
 * ACTIVITIES_PASSED (each shown when it has cards, with the cards' <ul>),
 * their _NONE (shown when not), and the tabs' counts, ACTIVITIES_COUNT
 * "coming" and "passed".
 */
export function keepEventsToToday(root: HTMLElement): void {
  const find = (selector: string) => root.querySelector<HTMLElement>(selector);
  const coming = find(`[${ACTIVITIES_COMING}] ul`);
  const passed = find(`[${ACTIVITIES_PASSED}] ul`);
  if (!coming || !passed) return;
  onEachVisitorsDay(root.getAttribute(ACTIVITIES) ?? "", (today) => {
    const passing = [...coming.children].filter((item) => dayOf(item) < today);
    if (passing.length === 0) return;
    passing.forEach(makePast);
    // Soonest first there, most recent first here; all later than what was already past.
    passed.prepend(...passing.reverse());
    for (const [list, name, shown, none] of [
      [coming, "coming", ACTIVITIES_COMING, ACTIVITIES_COMING_NONE],
      [passed, "passed", ACTIVITIES_PASSED, ACTIVITIES_PASSED_NONE],
    ] as const) {
      place(list);
      const count = list.children.length;
      find(`[${shown}]`)!.hidden = count === 0;
      const empty = find(`[${none}]`);
      if (empty) empty.hidden = count > 0;
      const badge = find(`[${ACTIVITIES_COUNT}="${name}"]`);
      if (badge) badge.textContent = String(count);
    }
  });
}
