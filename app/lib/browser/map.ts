/**
 * "Tampilkan Peta" (components/contact/map-embed.tsx): the map's frame,
 * waiting in a <template>, takes the request's place. Offline, the request
 * gives way to a line that says so, and the map comes once the connection
 * is back.
 */
import { MAP_OFFLINE } from "./hooks";

export function startMap(request: HTMLElement): void {
  const offline = request.parentElement?.querySelector<HTMLElement>(`[${MAP_OFFLINE}]`);
  const show = () => {
    if (!navigator.onLine && offline) {
      request.hidden = true;
      offline.hidden = false;
      addEventListener("online", show, { once: true });
      return;
    }
    const frame = request.querySelector("template")?.content.firstElementChild;
    if (offline) offline.hidden = true;
    if (frame) request.replaceWith(frame.cloneNode(true));
  };
  request.querySelector("button")?.addEventListener("click", show);
}
