/** Chromium's Network Information API; other browsers lack it, and then nothing is saved. */
type Connection = EventTarget & { saveData?: boolean };
const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

/** Whether the visitor's browser asks to save data (the Save-Data setting). */
export function saveDataWanted(): boolean {
  return connection()?.saveData === true;
}

/**
 * When the browser asks to save data, the photos that load as the visitor
 * scrolls (components/media/photo.tsx) take their narrowest copy: a slot of
 * 1px picks it. Run as the page is parsed, before any of them has started.
 */
export function narrowLazyPhotos(page: ParentNode): void {
  if (!saveDataWanted()) return;
  for (const img of page.querySelectorAll<HTMLImageElement>('picture img[loading="lazy"]'))
    for (const source of img.parentElement!.querySelectorAll("source")) source.sizes = "1px";
}
