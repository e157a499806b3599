// The deploy workflow is part of the product (docs/DEPLOY.md): what it
// runs with the repository's token is checked here, offline.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const workflow = readFileSync(join(root, ".github/workflows/deploy.yml"), "utf8");
const ci = readFileSync(join(root, ".ci/run"), "utf8");

/** Each job's lines, by its name. */
const jobs = Object.fromEntries(
  workflow
    .slice(workflow.indexOf("\njobs:\n"))
    .split(/\n(?= {2}[a-z-]+:\n)/)
    .slice(1)
    .map((block) => [/^ {2}([a-z-]+):/.exec(block)?.[1] ?? "", block]),
);

describe(".github/workflows/deploy.yml", () => {
  it("has its three jobs", () => {
    expect(Object.keys(jobs)).toEqual(["test", "build", "deploy"]);
  });

  it("runs only actions pinned to a commit, which a moved tag cannot change", () => {
    const uses = [...workflow.matchAll(/uses: (\S+)/g)].map(([, action]) => action);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
  });

  it("leaves no token in the checkout for install scripts and tests to read", () => {
    const checkouts = workflow.split("uses: actions/checkout@").slice(1);
    expect(checkouts.length).toBe(2);
    for (const checkout of checkouts)
      expect(checkout).toMatch(/^\S+[^\n]*\n\s+with:\n(?:\s+#[^\n]*\n)*\s+persist-credentials: false/);
  });

  it("stops a job that hangs", () => {
    for (const [name, job] of Object.entries(jobs)) expect(job, name).toMatch(/\n {4}timeout-minutes: \d+\n/);
  });

  it("installs exactly what the lockfile pins, in the test job as in the build", () => {
    expect(jobs.build).toContain("npm ci");
    expect(ci).toMatch(/if \[ -n "\$\{GITHUB_ACTIONS:-\}" \]; then\n\s+npm ci/);
  });

  it("stops the deploy on a critical hole in the admin's packages, which act with the secretary's sign-in", () => {
    const step = /- name: Audit the admin's packages and the tools\n\s+run: ([^\n]+)\n(\s+continue-on-error)?/.exec(
      workflow,
    );
    expect(step?.[1]).toBe("npm audit --audit-level=critical");
    expect(step?.[2]).toBeUndefined();
  });
});
