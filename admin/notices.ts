/**
 * The admin's own notices, in a layer above every window of Decap's (the
 * media library's dark overlay included): a line of progress that goes by
 * itself ("Sinyal lambat: membaca lagi…"), and refusals that stay until the
 * secretary closes them, so that none is hidden or gone before it is read.
 */

const LAYER_ID = "pemberitahuan-admin";

function layer(): HTMLElement {
  let element = document.getElementById(LAYER_ID);
  if (!element) {
    element = document.createElement("div");
    element.id = LAYER_ID;
    document.body.append(element);
  }
  return element;
}

let progress: { element: HTMLElement; timer: ReturnType<typeof setTimeout> } | undefined;

/** A passing line of what the admin is doing; it goes after a while, or with the next one. */
export function showProgress(text: string, lasts = 8_000): void {
  if (progress) {
    clearTimeout(progress.timer);
    progress.element.remove();
  }
  const element = document.createElement("p");
  element.setAttribute("role", "status");
  element.className = "gmki-progress";
  element.textContent = text;
  layer().append(element);
  progress = { element, timer: setTimeout(() => element.remove(), lasts) };
}

/** The words of Decap's own notices that a refusal here says already: hidden as they come (english-notices.ts). */
export const saidHere = new Set<string>();

/**
 * A refusal that stays, above everything, until "Tutup" is pressed; the
 * same one is not shown twice, nor Decap's notice that says `decapSays`
 * too (under the media library's overlay, cut off, and gone in 8 s).
 */
export function showRefusal(text: string, decapSays?: string): void {
  if (decapSays) saidHere.add(decapSays);
  const here = layer();
  for (const shown of here.querySelectorAll<HTMLElement>(".gmki-refusal")) {
    if (shown.dataset.text === text) shown.remove();
  }
  const box = document.createElement("div");
  box.setAttribute("role", "alert");
  box.className = "gmki-refusal";
  box.dataset.text = text;
  const words = document.createElement("p");
  words.textContent = text;
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Tutup";
  close.addEventListener("click", () => {
    box.remove();
    if (decapSays) saidHere.delete(decapSays);
  });
  box.append(words, close);
  here.append(box);
  close.focus({ preventScroll: true });
}
