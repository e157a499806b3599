// The system Chromium that the browser tests (playwright.config.ts) and the
// benchmark (bench.mjs) drive: where to find it and how to start it.
import { existsSync } from "node:fs";

/** The first Chromium or Chrome found: CHROME_PATH, then the usual places. */
export function findChromium() {
  return [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ].find((path) => path && existsSync(path));
}

/** What to say when there is none. */
export const NO_CHROMIUM = [
  "No Chromium found (the browser tests are never skipped).",
  "Install one:   sudo apt-get install -y chromium    (Debian/Ubuntu; .ci/run does this)",
  "or point to one: CHROME_PATH=/path/to/chrome npm test",
].join("\n");

/**
 * Without the background-networking flags Chromium keeps trying to reach
 * Google's hosts; tests and benchmark must touch nothing but 127.0.0.1.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
