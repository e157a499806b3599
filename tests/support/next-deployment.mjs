// The fixture site's next deployment, for the tests of what a returning
// visitor sees after a deploy (tests/fixtures/updates.spec.ts): the same
// site with one text of content and a component changed, and a drawing
// uploaded with a script in it, as an attacker would make one (the test that
// it runs nothing shares this build), built from a copy of the project into
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
  /** A drawing uploaded with a script, an event handler and a javascript: link; shown on /tentang. */
  hostileDrawing: {
    id: "gambar-unggahan",
    svg: `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 160 90" onload="document.title='onload:'+localStorage.getItem('decap-cms-user')">
  <script>document.title = localStorage.getItem("decap-cms-user")</script>
  <a xlink:href="javascript:document.title='tautan'"><rect width="160" height="90" fill="#0a2351"/></a>
  <circle cx="80" cy="45" r="20" fill="#f5b642"/>
</svg>`,
  },
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
  const content = join(copy, FIXTURE.contentDir);
  const { id, svg } = NEXT.hostileDrawing;
  writeFileSync(join(content, "photos", `${id}.svg`), svg);
  const photos = JSON.parse(readFileSync(join(content, "photos.json"), "utf8"));
  photos.photos.push({ id, file: `${id}.svg`, alt: "Gambar unggahan", credit: "stefonarch" });
  writeFileSync(join(content, "photos.json"), JSON.stringify(photos, null, 2));
  const about = JSON.parse(readFileSync(join(content, "about.json"), "utf8"));
  writeFileSync(join(content, "about.json"), JSON.stringify({ ...about, photo: id }, null, 2));

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
