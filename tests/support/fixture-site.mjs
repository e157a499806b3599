// The fixture site: a small, fixed content set (tests/fixtures/content/)
// built as of a fixed day, for the tests that need particular content: an
// event to sign up for, exactly three articles, a rule with a known id.
// Tests of the real site (tests/site/) assert only what holds for any valid
// content on any day. It is built for /gmki-wamena/, so that every path the
// site makes is tested under a project site's sub-path.
//
//   node tests/support/fixture-site.mjs    builds it into build-fixture/
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const FIXTURE = {
  /** A Saturday; the fixture has an event on it, some after it and some before. */
  buildDay: "2026-03-14",
  contentDir: "tests/fixtures/content",
  buildDir: "build-fixture",
  /**
   * Built for a sub-path, as a GitHub Pages project site is: every address
   * of the fixture tests is relative to it.
   */
  basePath: "/gmki-wamena/",
  siteOrigin: "https://gmki-wamena.github.io",
  /**
   * The port the fixture's admin expects its local backend on; the admin
   * tests run the backend wherever the system has room and route to it.
   */
  cmsLocalPort: 8081,
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = {
    ...process.env,
    BUILD_DAY: FIXTURE.buildDay,
    CONTENT_DIR: FIXTURE.contentDir,
    BUILD_DIR: FIXTURE.buildDir,
    SITE_ORIGIN: FIXTURE.siteOrigin,
    BASE_PATH: FIXTURE.basePath,
    CMS_LOCAL_PORT: String(FIXTURE.cmsLocalPort),
  };
  const build = spawnSync("npm", ["run", "--silent", "build"], { env, stdio: "inherit" });
  process.exit(build.status ?? 1);
}
