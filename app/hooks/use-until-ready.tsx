import { useHydrated } from "~/hooks/use-hydrated";

/**
 * For a control whose action needs React: until React has hydrated the
 * page, the control says it is not ready instead of ignoring a tap. It is
 * dimmed (app.css, [data-waiting]) and aria-disabled, staying focusable,
 * and a screen reader hears why. A tap meanwhile is kept and made again
 * once it works (app/lib/browser/replay-taps.ts, run by the page script). Without
 * JavaScript, noscript.css hides it.
 */
export function useUntilReady() {
  const ready = useHydrated();
  return ready
    ? { ready, props: {}, note: null }
    : {
        ready,
        props: { "aria-disabled": true, "data-waiting": "" },
        note: <span className="sr-only"> (belum dapat digunakan, halaman masih dimuat)</span>,
      };
}
