/**
 * The home page's own inline script (scripts/build/page-script.mjs adds it
 * to a page with `[data-carousel]` or `[data-agenda]`), run as the page is
 * parsed: the home page needs no React, only its carousel and its agenda
 * kept to the visitor's day (docs/decisions/0006).
 */
import { startCarousel } from "./lib/browser/carousel";
import { keepAgendaToToday } from "./lib/browser/visitors-day";

const carousel = document.querySelector<HTMLElement>("[data-carousel]");
if (carousel) startCarousel(carousel);
const agenda = document.querySelector<HTMLElement>("[data-agenda]");
if (agenda) keepAgendaToToday(agenda);
