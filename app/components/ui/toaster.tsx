import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastStore } from "~/lib/toast";

const loadToastView = () => import("./toast-view");
const ToastView = lazy(loadToastView);

/**
 * Where toasts appear, once in the page frame. Radix Toast (13 KB) loads
 * only when a page can show a toast: pages with toast buttons call
 * `preloadToaster()` so it is ready before the first tap.
 */
export function Toaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView toast={toast} />
    </Suspense>
  );
}

/** Fetches the toast code when the browser is idle. */
export function preloadToaster(): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  idle(() => void loadToastView());
}
