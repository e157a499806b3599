/**
 * /kegiatan's script (on the page with ACTIVITIES, lib/browser/hooks.ts): its tabs, its
 * lists kept to the visitor's day, and the calendar's "Salin Tautan".
 */
import { startCopyLinks } from "../lib/browser/copy-link";
import { keepEventsToToday } from "../lib/browser/events-by-day";
import { startTabs } from "../lib/browser/tabs";
import { ACTIVITIES, TABS } from "../lib/browser/hooks";

const tabs = document.querySelector<HTMLElement>(`[${TABS}]`);
const lists = document.querySelector<HTMLElement>(`[${ACTIVITIES}]`);
if (tabs) startTabs(tabs);
startCopyLinks(document);
if (lists) keepEventsToToday(lists);
