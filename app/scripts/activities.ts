/**
 * /kegiatan's script (on the page with `[data-activities]`): its tabs, its
 * lists kept to the visitor's day, and the calendar's "Salin Tautan".
 */
import { startCopyLinks } from "../lib/browser/copy-link";
import { keepEventsToToday } from "../lib/browser/events-by-day";
import { startTabs } from "../lib/browser/tabs";

const tabs = document.querySelector<HTMLElement>("[data-tabs]");
const lists = document.querySelector<HTMLElement>("[data-activities]");
if (tabs) startTabs(tabs);
startCopyLinks(document);
if (lists) keepEventsToToday(lists);
