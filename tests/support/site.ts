import type { ConsoleMessage, Page } from "@playwright/test";
import { collectRoutePaths } from "../../app/content/validate";
import routes from "../../app/routes";

/** Every page of the site, from the route table itself. */
export const pagePaths = [...collectRoutePaths(routes)].sort();

/**
 * Collects console errors and uncaught exceptions of a page, for tests that
 * expect none. Call before navigating.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Waits until React has hydrated the page (the root's handlers are live). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("konten");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}
