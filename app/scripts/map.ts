/** The script of a page with a map shown on request (MAP, lib/browser/hooks.ts: /kontak). */
import { MAP } from "../lib/browser/hooks";
import { startMap } from "../lib/browser/map";

for (const request of document.querySelectorAll<HTMLElement>(`[${MAP}]`)) startMap(request);
