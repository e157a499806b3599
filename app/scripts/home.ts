/**
 * The home page's script (on a page with the carousel or the agenda,
 * CAROUSEL and AGENDA in lib/browser/hooks.ts): its carousel, and its
 * agenda kept to the visitor's day.
 */
import { startCarousel } from "../lib/browser/carousel";
import { keepAgendaToToday } from "../lib/browser/visitors-day";
import { AGENDA, CAROUSEL } from "../lib/browser/hooks";

const carousel = document.querySelector<HTMLElement>(`[${CAROUSEL}]`);
const agenda = document.querySelector<HTMLElement>(`[${AGENDA}]`);
if (carousel) startCarousel(carousel);
if (agenda) keepAgendaToToday(agenda);
