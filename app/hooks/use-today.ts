import { useSyncExternalStore } from "react";
import { witDay } from "~/lib/dates/format";

const DAY_MS = 24 * 60 * 60 * 1000;
const WIT_MS = 9 * 60 * 60 * 1000;

/** Calls `onChange` just after each midnight in Wamena, for pages left open overnight. */
function subscribe(onChange: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    const untilMidnight = DAY_MS - ((Date.now() + WIT_MS) % DAY_MS);
    timer = setTimeout(() => {
      onChange();
      arm();
    }, untilMidnight + 1000);
  };
  arm();
  return () => clearTimeout(timer);
}

/**
 * Today in Wamena ("YYYY-MM-DD") on the visitor's device, so that a page
 * built, or kept offline, days ago no longer offers what has passed. The
 * prerendered HTML and hydration use `buildDay`, the day the page was built
 * as of; the visitor's day applies right after. A device clock set earlier
 * than the build day is not believed.
 */
export function useToday(buildDay: string): string {
  return useSyncExternalStore(
    subscribe,
    () => {
      const today = witDay(new Date());
      return today > buildDay ? today : buildDay;
    },
    () => buildDay,
  );
}
