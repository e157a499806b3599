/**
 * What /kegiatan does in the browser (routes/activities.tsx): its tabs, its
 * lists kept to the visitor's day (`[data-activities]`) and the calendar's
 * "Salin Tautan". Run by the page's inline script (app/activities-script.ts),
 * or by the page itself where React rendered it. Returns what stops its timer.
 */
import { startCopyLinks } from "./copy-link";
import { keepEventsToToday } from "./events-by-day";
import { startTabs } from "./tabs";

export function startActivities(page: ParentNode): () => void {
  const tabs = page.querySelector<HTMLElement>("[data-tabs]");
  if (tabs) startTabs(tabs);
  startCopyLinks(page);
  const lists = page.querySelector<HTMLElement>("[data-activities]");
  return lists ? keepEventsToToday(lists) : () => {};
}
