import { test as base } from "@playwright/test";
import { FIXTURE } from "./fixture-site.mjs";

/** A moment on the fixture's build day in Wamena: 10.00 WIT. */
export const onBuildDay = new Date(`${FIXTURE.buildDay}T10:00:00+09:00`);

/** The morning of a day in Wamena, "YYYY-MM-DD" -> 08.00 WIT that day. */
export const morningOf = (day: string) => new Date(`${day}T08:00:00+09:00`);

/**
 * Playwright's test for the fixture site: the page's clock starts on the
 * fixture's build day, as a visitor's phone would read on the day the site
 * was built, and runs on from there. A test sets another day with
 * page.clock.setSystemTime() before it navigates, or skips time with
 * page.clock.fastForward().
 */
export const test = base.extend<{ buildDayClock: void }>({
  buildDayClock: [
    async ({ page }, use) => {
      await page.clock.install({ time: onBuildDay });
      await use();
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
