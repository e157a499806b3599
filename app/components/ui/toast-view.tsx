import * as RadixToast from "@radix-ui/react-toast";
import { X } from "lucide";
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ShownToast } from "~/lib/browser/toast";
import { Icon } from "./icon";

/**
 * The toast on screen, on Radix Toast: announced to screen readers, paused
 * while hovered or focused, dismissed after 5 s, by its close button, or by
 * a swipe of 50 px. Loaded lazily by <Toaster>.
 */
export default function ToastView({ toast }: { toast: ShownToast }) {
  return (
    <RadixToast.Provider
      label="Notifikasi"
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      <RadixToast.Root
        key={toast.id}
        defaultOpen
        onOpenChange={(open) => !open && dismissToast(toast.id)}
        className="toast relative flex items-start gap-3 card p-4 pr-12"
      >
        <div className="min-w-0 flex-1">
          <RadixToast.Title className="font-bold text-brand-900">{toast.title}</RadixToast.Title>
          <RadixToast.Description className="mt-1 break-words text-muted">{toast.description}</RadixToast.Description>
        </div>
        <RadixToast.Close className="absolute top-2 right-2 flex size-10 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-900">
          <Icon icon={X} className="size-5" />
          <span className="sr-only">Tutup notifikasi</span>
        </RadixToast.Close>
      </RadixToast.Root>
      <RadixToast.Viewport
        label="Notifikasi ({hotkey})"
        className="fixed right-0 bottom-0 z-50 flex w-full flex-col gap-2 p-4 outline-none sm:max-w-md print:hidden"
      />
    </RadixToast.Provider>
  );
}
