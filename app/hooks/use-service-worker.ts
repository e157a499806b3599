import { applyUpdateIfWaiting } from "~/lib/browser/service-worker";
import { usePageChange } from "./use-page-change";

/** Lets a waiting update of the service worker in when the visitor moves to another page. */
export function useServiceWorker(): void {
  usePageChange(applyUpdateIfWaiting);
}
