import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { imagetools } from "vite-imagetools";
import { PATIENCE } from "./tests/support/patience.mjs";

// Kept apart from vite.config.ts: the React Router plugin builds a whole app
// and does not belong in unit tests.
export default defineConfig({
  plugins: [imagetools()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,tsx,mjs}"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
    // The same bound as the browser tests' waits: a test slowed by a busy
    // machine is not a failure.
    testTimeout: PATIENCE,
    hookTimeout: PATIENCE,
  },
});
