/**
 * What the home page does in the browser (routes/home.tsx): its carousel
 * (`[data-carousel]`) and its agenda kept to the visitor's day
 * (`[data-agenda]`). Run by the page's inline script (app/home-script.ts),
 * or by the page itself where React rendered it (after a link from a page
 * with React). Returns what stops them.
 */
import { startCarousel } from "./carousel";
import { keepAgendaToToday } from "./visitors-day";

export function startHome(page: ParentNode): () => void {
  const carousel = page.querySelector<HTMLElement>("[data-carousel]");
  const agenda = page.querySelector<HTMLElement>("[data-agenda]");
  const stops = [carousel && startCarousel(carousel), agenda && keepAgendaToToday(agenda)];
  return () => stops.forEach((stop) => stop?.());
}
