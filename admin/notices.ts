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

/** A refusal that stays, above everything, until "Tutup" is pressed; the same one is not shown twice. */
export function showRefusal(text: string): void {
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
  close.addEventListener("click", () => box.remove());
  box.append(words, close);
  here.append(box);
  close.focus({ preventScroll: true });
}
