import { expect, type Page } from "@playwright/test";

/**
 * Waits until a service worker has installed and controls the page; with
 * `script` ("sw.js", "sw-save-data.js"), until that one does.
 */
export async function waitForServiceWorker(page: Page, script?: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (script) {
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
    expect(new URL(controller).pathname.endsWith(`/${script}`), controller).toBe(true);
  }
}
