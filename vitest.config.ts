import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { imagetools } from "vite-imagetools";
import { PATIENCE } from "./tests/support/patience.mjs";

/** Tests that need a page: components, the browser's scripts, the admin's. The rest run in Node. */
const DOM_TESTS = ["app/**/*.test.tsx", "app/lib/browser/**/*.test.ts", "admin/**/*.test.{ts,tsx}"];

// Kept apart from vite.config.ts: the React Router plugin builds a whole app
// and does not belong in unit tests.
export default defineConfig({
  plugins: [imagetools()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    restoreMocks: true,
    // The same bound as the browser tests' waits: a test slowed by a busy
    // machine is not a failure.
    testTimeout: PATIENCE,
    hookTimeout: PATIENCE,
    // Vitest keeps a core free by default: on two cores, one worker for 60
    // files (45 s); with both cores, 27 s.
    maxWorkers: availableParallelism(),
    // Creating a page (jsdom) for a test file took most of the unit tests'
    // time: only the files that need one get it.
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["app/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
          exclude: DOM_TESTS,
        },
      },
      {
        extends: true,
        test: { name: "dom", environment: "jsdom", include: DOM_TESTS, setupFiles: ["./app/test-setup.ts"] },
      },
    ],
  },
});
