import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium, NO_CHROMIUM } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4321);

/** The system Chromium: Playwright's own browser download is not used. */
function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(NO_CHROMIUM);
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
      args: CHROMIUM_FLAGS,
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
