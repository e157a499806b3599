/**
 * The home page's script (on a page with `[data-carousel]` or
 * `[data-agenda]`): its carousel, and its agenda kept to the visitor's day.
 */
import { startCarousel } from "../lib/browser/carousel";
import { keepAgendaToToday } from "../lib/browser/visitors-day";

const carousel = document.querySelector<HTMLElement>("[data-carousel]");
const agenda = document.querySelector<HTMLElement>("[data-agenda]");
if (carousel) startCarousel(carousel);
if (agenda) keepAgendaToToday(agenda);
