/** The script of a page with a map shown on request (`[data-map]`: /kontak). */
import { startMap } from "../lib/browser/map";

for (const request of document.querySelectorAll<HTMLElement>("[data-map]")) startMap(request);
