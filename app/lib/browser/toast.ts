/**
 * The site's one toast at a time: `showToast()` from anywhere; a
 * new toast replaces the one on screen. <Toaster> in the page frame shows it.
 */
export interface ToastMessage {
  title: string;
  description: string;
  /** A link offered with the message, e.g. to send it on by WhatsApp (a full address opens beside the site). */
  action?: { label: string; href: string };
}

export interface ShownToast extends ToastMessage {
  /** Changes with every toast, so a repeated message still shows anew. */
  id: number;
}

/** How long a toast stays (5000 ms), and how far a swipe dismisses it (50 px). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * The notice for what is not built yet ("Baca Selengkapnya", "Kirim Artikel",
 * "Hubungi Kami" on /kegiatan), in the spec's words. Where the site already
 * has a way to the same end (the contact page, a message to the inbox), the
 * notice offers it, so that it never ends a visitor's errand.
 */
export const notYetAvailable: ToastMessage = {
  title: "Segera Hadir",
  description: "Fitur ini belum tersedia.",
};

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
