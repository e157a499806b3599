/**
 * The site's one toast at a time (the spec: at most one on screen, gone
 * after 5 s, dismissed by a swipe of 50 px), shown in the region a page
 * with toasts carries (components/ui/toast-region.tsx): announced politely
 * to screen readers, paused while hovered or focused, closed by its button,
 * by Escape or by a swipe to the right. A new toast replaces the one on
 * screen. Text goes in as text, never as markup.
 */
import { TOASTS, TOASTS_CLOSE, TOASTS_DESCRIPTION, TOASTS_TITLE } from "./hooks";

export interface ToastMessage {
  title: string;
  description: string;
}

/** How long a toast stays (5000 ms), and how far a swipe dismisses it (50 px). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

let dismissCurrent: (() => void) | undefined;

export function showToast({ title, description }: ToastMessage, page: Document = document): void {
  const region = page.querySelector<HTMLElement>(`[${TOASTS}]`);
  const template = region?.querySelector("template");
  if (!region || !template) return;
  dismissCurrent?.();
  const toast = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  toast.querySelector(`[${TOASTS_TITLE}]`)!.textContent = title;
  toast.querySelector(`[${TOASTS_DESCRIPTION}]`)!.textContent = description;

  let left = TOAST_DURATION_MS;
  let started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    toast.remove();
    if (dismissCurrent === dismiss) dismissCurrent = undefined;
  };
  const run = () => {
    started = Date.now();
    timer = setTimeout(dismiss, left);
  };
  const pause = () => {
    clearTimeout(timer);
    left -= Date.now() - started;
  };
  let held = 0;
  const hold = () => held++ === 0 && pause();
  const release = () => held > 0 && --held === 0 && run();
  toast.addEventListener("pointerenter", hold);
  toast.addEventListener("pointerleave", release);
  toast.addEventListener("focusin", hold);
  toast.addEventListener("focusout", release);
  toast.addEventListener("keydown", (event) => event.key === "Escape" && dismiss());
  toast.querySelector(`[${TOASTS_CLOSE}]`)?.addEventListener("click", dismiss);

  // A swipe to the right follows the finger; past the threshold it dismisses.
  let from: number | undefined;
  toast.addEventListener("pointerdown", (event) => {
    if ((event.target as Element).closest("button")) return;
    from = event.clientX;
    toast.setPointerCapture?.(event.pointerId);
  });
  toast.addEventListener("pointermove", (event) => {
    if (from !== undefined) toast.style.translate = `${Math.max(0, event.clientX - from)}px`;
  });
  const endSwipe = (event: PointerEvent) => {
    if (from === undefined) return;
    const moved = event.clientX - from;
    from = undefined;
    toast.style.translate = "";
    if (moved >= TOAST_SWIPE_THRESHOLD_PX) dismiss();
  };
  toast.addEventListener("pointerup", endSwipe);
  toast.addEventListener("pointercancel", endSwipe);

  region.append(toast);
  dismissCurrent = dismiss;
  run();
}
