/**
 * The site's one toast at a time: `showToast()` from anywhere; a
 * new toast replaces the one on screen. <Toaster> in the page frame shows it.
 */
export interface ToastMessage {
  title: string;
  description: string;
}

export interface ShownToast extends ToastMessage {
  /** Changes with every toast, so a repeated message still shows anew. */
  id: number;
}

/** How long a toast stays (5000 ms), and how far a swipe dismisses it (50 px). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

export function showToast(message: ToastMessage): void {
  current = { ...message, id: nextId++ };
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  listeners.forEach((listener) => listener());
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => current,
  getServerSnapshot: () => null,
};
