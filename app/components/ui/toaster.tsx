import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastStore } from "~/lib/browser/toast";

const ToastView = lazy(() => import("./toast-view"));

/**
 * Where toasts appear, once in the page frame. Radix Toast (13 KB) loads
 * the first time a toast is shown, not before: most visits never show one,
 * and visitors pay for every byte.
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
