// The fixture site's next deployment, for the tests of what a returning
// visitor sees after a deploy (tests/fixtures/updates.spec.ts): the same
// site with one text of content and a component changed, built from a copy of the project into
// <copy>/build-fixture/.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { FIXTURE } from "./fixture-site.mjs";

const project = resolve(import.meta.dirname, "../..");

/** What the second deployment changes, for the tests to look for. */
export const NEXT = {
  /** The site's description (in the footer of every page). */
  description: "Versi kedua situs uji: persekutuan, pembinaan, dan pelayanan mahasiswa Kristen di Wamena.",
  /** An attribute the footer's component gains. */
  componentMark: "data-deployment",
};

/**
 * Builds the next deployment of the fixture site and returns its build
 * folder (a copy of build-fixture/ in shape: client/, build-info.json).
 * @param {string} copy a folder for the project's copy, e.g. ".cache/next-deployment"
 */
export function buildNextDeployment(copy) {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of [
    "app",
    "public",
    "scripts",
    "site.config.mjs",
    "react-router.config.ts",
    "vite.config.ts",
    "tsconfig.json",
    "package.json",
  ])
    cpSync(join(project, entry), join(copy, entry), { recursive: true });
  cpSync(join(project, FIXTURE.contentDir), join(copy, FIXTURE.contentDir), { recursive: true });
  symlinkSync(join(project, "node_modules"), join(copy, "node_modules"), "dir");

  const site = join(copy, FIXTURE.contentDir, "site.json");
  writeFileSync(
    site,
    JSON.stringify({ ...JSON.parse(readFileSync(site, "utf8")), description: NEXT.description }, null, 2),
  );
  const footer = join(copy, "app/components/layout/site-footer.tsx");
  const source = readFileSync(footer, "utf8");
  const changed = source.replace(
    "<footer {...hook(PAGE_SITE_FOOTER)}",
    `<footer {...hook(PAGE_SITE_FOOTER)} ${NEXT.componentMark}="2"`,
  );
  if (changed === source)
    throw new Error("next deployment: the footer's markup has changed; update tests/support/next-deployment.mjs");
  writeFileSync(footer, changed);
  const env = {
    ...process.env,
    BUILD_DAY: FIXTURE.buildDay,
    CONTENT_DIR: FIXTURE.contentDir,
    BUILD_DIR: FIXTURE.buildDir,
    SITE_ORIGIN: FIXTURE.siteOrigin,
    BASE_PATH: FIXTURE.basePath,
  };
  // The site only: the admin is not part of what these tests look at.
  for (const [command, args] of /** @type {const} */ ([
    ["node_modules/.bin/react-router", ["build"]],
    [process.execPath, ["scripts/build/postbuild.mjs"]],
  ])) {
    const run = spawnSync(command, args, { cwd: copy, env, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`next deployment: ${command} failed\n${run.stdout}\n${run.stderr}`);
  }
  return join(copy, FIXTURE.buildDir);
}
