import { PAGE_TITLE_ID } from "~/components/layout/page-title";
import { usePageChange } from "./use-page-change";

/**
 * After a client-side page change, moves focus to the new page's <h1>, as a
 * full page load would start reading at the top: screen readers announce
 * the new page, and Tab continues from there instead of from a link that
 * is gone. Links to an anchor (#...) keep the browser's own behaviour.
 */
export function useFocusTitleOnNavigate(): void {
  usePageChange(({ hash }) => {
    if (hash) return;
    document.getElementById(PAGE_TITLE_ID)?.focus({ preventScroll: true });
  });
}
