// What package-lock.json resolves, checked offline: the deploy's
// `npm audit --omit=dev` needs the network, this runs everywhere
// (docs/decisions/0005-what-visitors-run-is-audited.md).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** @type {{ packages: Record<string, { version?: string, dev?: boolean, devOptional?: boolean, optionalDependencies?: Record<string, string> }> }} */
const lockfile = JSON.parse(readFileSync(join(import.meta.dirname, "../../package-lock.json"), "utf8"));
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "../../package.json"), "utf8"));

/** "node_modules/a/node_modules/@b/c" -> "@b/c" */
const nameOf = (/** @type {string} */ path) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
const installed = Object.entries(lockfile.packages)
  .filter(([path]) => path.startsWith("node_modules/") || path.includes("/node_modules/"))
  .map(([path, entry]) => ({
    path,
    name: nameOf(path),
    version: entry.version ?? "",
    dev: Boolean(entry.dev || entry.devOptional),
  }));

/** Compares "1.2.3" with "1.10.0" as numbers, part by part. */
function below(/** @type {string} */ version, /** @type {string} */ fixed) {
  const a = version.split(/[.-]/).map(Number);
  const b = fixed.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

/** Advisories met in this tree, with the first release that fixes each. */
const KNOWN_HOLES = [
  // ReDoS in trim < 0.0.3 (CVE-2020-7753, high), under Decap's markdown
  // widget; lifted by "overrides" in package.json.
  { name: "trim", fixed: "0.0.3", advisory: "GHSA-w5p7-h5w8-2hfq" },
];

/**
 * Every package that visitors' browsers or the build's output can run: the
 * tree `npm audit --omit=dev` audits before each deploy. A new production
 * dependency is a decision: add it here knowing the deploy audits it.
 */
const PRODUCTION_TREE = [
  "@react-router/node",
  "@remix-run/node-fetch-server",
  "@remix-run/route-pattern",
  "clsx",
  "cookie-es",
  "idb",
  "lucide",
  "react",
  "react-dom",
  "react-router",
  "scheduler",
  "simple-icons",
  // The service worker (sw.js), which visitors' browsers run.
  "workbox-core",
  "workbox-expiration",
  "workbox-precaching",
  "workbox-routing",
  "workbox-strategies",
];

describe("package-lock.json", () => {
  it.each(KNOWN_HOLES)("resolves no $name below $fixed ($advisory)", ({ name, fixed }) => {
    const versions = installed.filter((pkg) => pkg.name === name);
    expect(versions.filter((pkg) => below(pkg.version, fixed)).map((pkg) => `${pkg.path}@${pkg.version}`)).toEqual([]);
  });

  it("keeps the production tree to the packages the public site runs", () => {
    const production = [...new Set(installed.filter((pkg) => !pkg.dev).map((pkg) => pkg.name))].sort();
    expect(production).toEqual([...PRODUCTION_TREE].sort());
  });

  // The deploy installs with `npm ci`, which refuses a lockfile that leaves
  // out another platform's optional binary (rollup's, Tailwind's oxide):
  // npm once wrote such lockfiles here, where the registry lacked them.
  it("lists every optional platform binary, so that npm ci works on any runner", () => {
    const packages = lockfile.packages;
    const missing = [];
    for (const [path, entry] of Object.entries(packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
        if (!(nested in packages) && !(`node_modules/${name}` in packages)) missing.push(`${path} -> ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps the content admin out of the production tree: it is bundled into /admin/ at build", () => {
    expect(Object.keys(manifest.dependencies)).not.toContain("decap-cms-app");
    expect(Object.keys(manifest.devDependencies)).toContain("decap-cms-app");
  });
});
