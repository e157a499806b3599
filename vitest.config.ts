import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { imagetools } from "vite-imagetools";

// Kept apart from vite.config.ts: the React Router plugin builds a whole app
// and does not belong in unit tests.
export default defineConfig({
  plugins: [imagetools()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: {
    __BUILD_DATE__: JSON.stringify("2026-11-22T00:00:00.000Z"),
    __SITE_ORIGIN__: JSON.stringify("https://gmkiwamena.org"),
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,js,mjs}"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
