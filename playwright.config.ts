import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";

const port = Number(process.env.E2E_PORT ?? 4321);

/** The system Chromium: Playwright's own browser download is not used. */
function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      [
        "No Chromium found for the browser tests (they are never skipped).",
        "Install one:   sudo apt-get install -y chromium    (Debian/Ubuntu; .ci/run does this)",
        "or point to one: CHROME_PATH=/path/to/chrome npm test",
      ].join("\n"),
    );
  }
  return found;
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One per core of the machines here (a third made the suite slower).
  workers: 2,
  reporter: process.env.CI ? [["list"], ["github"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      // Without the background-networking flags Chromium keeps trying to
      // reach Google's hosts; the tests must touch nothing but 127.0.0.1.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The built site, served as a static host would (npm test builds first).
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
