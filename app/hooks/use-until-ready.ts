import { useHydrated } from "~/hooks/use-hydrated";

/**
 * For a control whose action needs React: until React has hydrated the
 * page, the control is marked `data-waiting` and looks and reads as ready,
 * since it is: a tap (or Enter) meanwhile is kept and made again once React
 * runs (app/lib/browser/replay-taps.ts, run by the page script), and the
 * control shows at once that it was heard (app.css, [data-tapped]).
 * Without JavaScript, noscript.css hides it.
 */
export function useUntilReady() {
  const ready = useHydrated();
  return ready ? { ready, props: {} } : { ready, props: { "data-waiting": "" } };
}
