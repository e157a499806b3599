import { expect, type Page } from "@playwright/test";
import { savedPageAddress } from "../../app/lib/browser/address";

/**
 * Waits until the service worker (sw.js) controls the page, has finished
 * activating and has kept the page for offline: `ready` and the controller
 * come while its activate handler still runs (noting the first visit's
 * day), and a page loaded before the worker is kept only once the worker
 * has taken it (app/scripts/page.ts). A test that moves that day, or goes
 * offline, must not race either.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const { activated, here, saved } = await page.evaluate(async () => ({
        activated: navigator.serviceWorker?.controller?.state === "activated",
        here: location.pathname,
        saved: (await (await caches.open("halaman-dibuka")).keys()).map((request) => new URL(request.url).pathname),
      }));
      return activated && saved.some((address) => savedPageAddress(address) === savedPageAddress(here));
    })
    .toBe(true);
}

/**
 * The visitor comes back on another day than the first visit: the day the
 * worker noted (app/service-worker.ts, cache "kunjungan") is moved back,
 * the page is loaded again, and this waits until the worker has saved the
 * main pages ahead (or, with `saved: false`, until it has had the chance).
 * The worker's clock is the machine's: only its note of the first day moves.
 */
export async function comeBackAnotherDay(page: Page, basePath: string, saved = true): Promise<void> {
  await page.evaluate(async (base) => {
    const visits = await caches.open("kunjungan");
    await visits.put(`${base}__kunjungan-pertama`, new Response("2000-01-01"));
  }, basePath);
  await page.reload();
  await waitForServiceWorker(page);
  if (!saved) return;
  await expect
    .poll(() =>
      page.evaluate(
        async (base) => (await (await caches.open("kunjungan")).match(`${base}__disimpan-di-muka`)) !== undefined,
        basePath,
      ),
    )
    .toBe(true);
}
