import { X } from "lucide";
import { Icon } from "./icon";
import { hook, TOASTS, TOASTS_CLOSE, TOASTS_DESCRIPTION, TOASTS_TITLE } from "~/lib/browser/hooks";

/**
 * Where a page's toasts appear (app/lib/browser/toast.ts shows them): a
 * polite live region, there from the first paint so that what enters it is
 * announced, and the toast's markup to copy. Only pages whose script shows
 * toasts render it, once.
 */
export function ToastRegion() {
  return (
    <section aria-label="Notifikasi" className="print:hidden">
      <ol
        aria-live="polite"
        {...hook(TOASTS)}
        // Taps pass through the empty region to the page below.
        className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full flex-col gap-2 p-4 sm:max-w-md"
      >
        <template>
          <li className="toast pointer-events-auto relative flex touch-pan-y items-start gap-3 card p-4 pr-12">
            <div className="min-w-0 flex-1">
              <p {...hook(TOASTS_TITLE)} className="font-bold text-brand-900" />
              <p {...hook(TOASTS_DESCRIPTION)} className="mt-1 break-words text-muted" />
            </div>
            <button
              type="button"
              {...hook(TOASTS_CLOSE)}
              className="absolute top-2 right-2 flex size-10 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-900"
            >
              <Icon icon={X} className="size-5" />
              <span className="sr-only">Tutup notifikasi</span>
            </button>
          </li>
        </template>
      </ol>
    </section>
  );
}
