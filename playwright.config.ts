import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium, NO_CHROMIUM } from "./tests/support/chromium.mjs";
import { FIXTURE } from "./tests/support/fixture-site.mjs";
import { PATIENCE, TEST_TIMEOUT } from "./tests/support/patience.mjs";
import { freePortSync } from "./tests/support/ports.mjs";

/**
 * A port for each server, chosen once by the operating system; workers load
 * this file again and inherit the choice through the environment.
 */
function port(name: string): number {
  process.env[name] ||= String(freePortSync());
  return Number(process.env[name]);
}
const sitePort = port("E2E_SITE_PORT");
const fixturePort = port("E2E_FIXTURE_PORT");

/** The system Chromium: Playwright's own browser download is not used. */
function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(NO_CHROMIUM);
  return found;
}

/** A build served as a static host would (npm test builds both first). */
const serve = (buildDir: string, port: number) => ({
  command: "node scripts/tools/serve.mjs",
  env: { PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir },
  port,
  reuseExistingServer: false,
  stdout: "ignore" as const,
});

const fixtureURL = `http://127.0.0.1:${fixturePort}${FIXTURE.basePath}`;

export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One per core of the machines here (a third made the suite slower).
  workers: 2,
  reporter: process.env.CI ? [["list"], ["github"]] : [["list"]],
  // Every wait has one generous bound (tests/support/patience.mjs): a test
  // waits for what it needs, and only a real failure spends the bound.
  // Tests that walk many pages are one test per page.
  timeout: TEST_TIMEOUT,
  expect: { timeout: PATIENCE },
  use: {
    browserName: "chromium",
    actionTimeout: PATIENCE,
    navigationTimeout: PATIENCE,
    // Recording a trace for every test cost a third of the suite's time on
    // a 2-core machine (axe on every page: 2.0 min with, 1.5 min without).
    // A failure keeps its screenshot; for its trace, run that test again
    // with --trace on.
    trace: "off",
    screenshot: "only-on-failure",
    // A page registers the service worker once idle, which then downloads
    // the whole site ahead (about 1.9 MB): in every test that would be most
    // of the suite's traffic. The tests of offline use and of updates allow it.
    serviceWorkers: "block",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    // The content admin of the fixture build, against a temporary repository
    // (tests/admin/admin.spec.ts starts the local backend itself). First:
    // its tests run one after another on one worker (one backend), each from
    // the repository's first state, while the other worker starts on the
    // rest, instead of last on their own.
    { name: "admin", testDir: "tests/admin", use: { baseURL: fixtureURL } },
    // The site built from content/ as of today: what holds for any valid
    // content on any day.
    { name: "site", testDir: "tests/site", use: { baseURL: `http://127.0.0.1:${sitePort}` } },
    // The fixture site (tests/support/fixture-site.mjs): behaviour that needs
    // particular content, on a fixed day.
    // It is built for a sub-path, as a GitHub Pages project site is
    // (/gmki-wamena/): its tests go to addresses relative to it ("kegiatan").
    { name: "fixture", testDir: "tests/fixtures", use: { baseURL: fixtureURL } },
    // `npm run dev`, started by its own test file.
    { name: "dev", testDir: "tests/dev" },
  ],
  webServer: [serve("build", sitePort), serve(FIXTURE.buildDir, fixturePort)],
});
