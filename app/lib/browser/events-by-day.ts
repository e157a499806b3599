/**
 * /kegiatan's lists on the visitor's day (routes/activities.tsx; run by
 * app/scripts/activities.ts): prerendered as
 * of the build day, an upcoming event whose day has passed leaves "Akan
 * Datang" and joins "Telah Berlalu" at the top, showing what a past card
 * shows; the counts on the tabs follow, and each list says so when it is
 * empty. When the day is the visitor's: lib/browser/visitors-day.ts.
 */
import { PLACEMENTS, placement } from "~/lib/layout/card-placement";
import { onEachVisitorsDay } from "./visitors-day";

/** A card's day, "YYYY-MM-DD", from its <time datetime>. */
const dayOf = (item: Element) => item.querySelector("time[datetime]")?.getAttribute("datetime")?.slice(0, 10) ?? "";

/** An upcoming card made a past one, from what it carries (components/activities/event-card.tsx). */
function makePast(item: Element) {
  const text = item.querySelector<HTMLElement>("[data-past-text]");
  if (text) text.textContent = text.dataset.pastText ?? "";
  const template = item.querySelector<HTMLTemplateElement>("template[data-past-links]");
  const links = template?.content.firstElementChild;
  if (links) item.querySelector("[data-actions]")?.replaceWith(links.cloneNode(true));
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
 * `root` is `[data-activities]` (the build day), holding `[data-coming]`
 * and `[data-passed]` (each shown when it has cards, with the cards' <ul>),
 * `[data-coming-none]` and `[data-passed-none]` (shown when not), and
 * `[data-count="coming"]` and `[data-count="passed"]` (the tabs' counts).
 */
export function keepEventsToToday(root: HTMLElement): void {
  const find = (selector: string) => root.querySelector<HTMLElement>(selector);
  const coming = find("[data-coming] ul");
  const passed = find("[data-passed] ul");
  if (!coming || !passed) return;
  onEachVisitorsDay(root.dataset.activities ?? "", (today) => {
    const passing = [...coming.children].filter((item) => dayOf(item) < today);
    if (passing.length === 0) return;
    passing.forEach(makePast);
    // Soonest first there, most recent first here; all later than what was already past.
    passed.prepend(...passing.reverse());
    for (const [list, name] of [
      [coming, "coming"],
      [passed, "passed"],
    ] as const) {
      place(list);
      const count = list.children.length;
      find(`[data-${name}]`)!.hidden = count === 0;
      const none = find(`[data-${name}-none]`);
      if (none) none.hidden = count > 0;
      const badge = find(`[data-count="${name}"]`);
      if (badge) badge.textContent = String(count);
    }
  });
}
