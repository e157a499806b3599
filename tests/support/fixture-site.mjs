// The fixture site: a small, fixed content set (tests/fixtures/content/)
// built as of a fixed day, for the tests that need particular content: an
// event to sign up for, exactly three articles, a rule with a known id.
// Tests of the real site (tests/site/) assert only what holds for any valid
// content on any day.
//
//   node tests/support/fixture-site.mjs    builds it into build-fixture/
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const FIXTURE = {
  /** A Saturday; the fixture has an event on it, some after it and some before. */
  buildDay: "2026-03-14",
  contentDir: "tests/fixtures/content",
  buildDir: "build-fixture",
  /** The admin's local backend in the admin tests (tests/admin/). */
  cmsLocalPort: 4329,
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = {
    ...process.env,
    BUILD_DAY: FIXTURE.buildDay,
    CONTENT_DIR: FIXTURE.contentDir,
    BUILD_DIR: FIXTURE.buildDir,
    SITE_ORIGIN: "",
    BASE_PATH: "",
    CMS_LOCAL_PORT: String(FIXTURE.cmsLocalPort),
  };
  const build = spawnSync("npm", ["run", "--silent", "build"], { env, stdio: "inherit" });
  process.exit(build.status ?? 1);
}
