/**
 * How long any test waits for what it needs (an element, a request, a
 * commit, a service worker): one bound for every wait, Playwright's and
 * Vitest's alike, set here only. It is generous because a wait that passes
 * only on a fast machine fails for the next maintainer on a cheap laptop or
 * a slow CI runner (a 2-core machine took 24 minutes for the browser tests,
 * one core twice that); a passing wait ends as soon as its condition holds,
 * so only a failure ever spends it.
 */
export const PATIENCE = 60_000;

/** A test's own bound: room for a few waits in a row (page load, its scripts, axe). */
export const TEST_TIMEOUT = 3 * PATIENCE;
