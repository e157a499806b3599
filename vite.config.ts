import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, runnerImport, type Plugin } from "vite";
import { resolveConfigs } from "imagetools-core";
import { imagetools } from "vite-imagetools";
import { basePath, buildDir, contentDir } from "./site.config.mjs";
import type * as contentChecker from "./scripts/build/content-check.mjs";

/**
 * Checks the content folder before anything is built: a mistake stops the
 * build with an Indonesian message naming the file, entry and field. In dev
 * it checks again on every content change and shows the message as an
 * overlay.
 */
function contentCheck(): Plugin {
  const check = async () => {
    const { contentMessage } = (
      await runnerImport<typeof contentChecker>("./scripts/build/content-check.mjs", { configFile: false })
    ).module;
    return contentMessage();
  };
  // React Router runs the plugins in several compilers: check once.
  let result: Promise<string | null> | undefined;
  const folder = resolve(contentDir);
  return {
    name: "gmki:content-check",
    async buildStart() {
      result ??= check();
      const message = await result;
      if (message) this.error(message);
    },
    configureServer(server) {
      server.watcher.add(folder);
      server.watcher.on("all", async (_event, file) => {
        if (!file.startsWith(folder)) return;
        result = check();
        const message = await result;
        if (message) {
          server.config.logger.error(message);
          server.ws.send({ type: "error", err: { message, stack: "" } });
        }
      });
    },
  };
}

/**
 * One query asks for several formats; each gets its own quality, since the
 * same number means very different things to AVIF, WebP and JPEG.
 */
const imageDefaults: Record<string, Record<string, string>> = {
  avif: { quality: "50", effort: "3" },
  webp: { quality: "72" },
  jpg: { quality: "74", progressive: "true" },
};

export default defineConfig({
  // "/" on its own domain, "/<repo>/" on GitHub Pages (site.config.mjs).
  base: basePath,
  server: {
    // What the build writes is never a source. React Router prerenders
    // through a Vite preview server whose compiler watches the project with
    // these options: without them, each page, data file and share card
    // written into the build folder (inside the project) made the watcher
    // read that folder again, the largest share of a page's build time
    // (docs/PERFORMANCE.md, "Where a page's time goes now").
    watch: { ignored: [`${resolve(buildDir)}/**`, "**/.bench/**", "**/.cache/**", "**/build-*/**"] },
  },
  plugins: [
    tailwindcss(),
    imagetools({
      // Each derived image is made once: kept in .cache/ (not node_modules,
      // which `npm ci` empties), which the deploy keeps between runs
      // (actions/cache); entries unused for 60 days are removed. Keyed by the
      // photo's decoded pixels, not its EXIF orientation (docs/PERFORMANCE.md).
      cache: { dir: ".cache/imagetools", retention: 60 * 24 * 60 * 60 },
      resolveConfigs: (entries, formats) =>
        resolveConfigs(entries, formats).map((config) => ({
          ...imageDefaults[String(config.format)],
          ...config,
        })),
    }),
    contentCheck(),
    reactRouter(),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // The content folder the site is built from (site.config.mjs): photos.
      "@content": resolve(contentDir),
    },
  },
  // In development, pre-bundle what the site imports, not what admin/index.html
  // (the content admin, built on its own) does.
  optimizeDeps: { entries: ["app/root.tsx", "app/routes/**/*.tsx"] },
});
