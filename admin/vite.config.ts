/**
 * Builds the content admin (/admin/) on its own, after the site: its 1.5 MB
 * of Decap CMS never touches the public pages' chunks, service worker,
 * sitemap or budgets. `npm run admin` serves it in development.
 */
import tailwindcss from "@tailwindcss/vite";
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { adminContentSecurityPolicy } from "../scripts/build/security.mjs";
import { decapPatches } from "./decap-patches.mjs";
import { sanitizeSvgFiles } from "../scripts/build/svg.mjs";
import {
  basePath,
  buildDir,
  cmsAuthUrl,
  cmsLocalBackend,
  cmsLocalPort,
  cmsRepo,
  contentDir,
  siteOrigin,
} from "../site.config.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = resolve(root, "..", buildDir, "client", "admin");

/**
 * The admin's policy in its page, and its rule for hosts that read
 * _headers. Its connections reach the local backend only where one is
 * used: `npm run admin` (the development server) and builds that name its
 * port (the tests); a deployment's admin talks to GitHub alone.
 */
function adminPolicy(localBackend: boolean): Plugin {
  const policy = adminContentSecurityPolicy(localBackend ? `http://127.0.0.1:${cmsLocalPort}` : undefined);
  const charset = /<meta charset="utf-8"\s*\/?>/i;
  const marker = "# The content admin (admin/vite.config.ts)";
  return {
    name: "gmki:admin-policy",
    transformIndexHtml: (html) => {
      // No charset tag, no policy: fail the build rather than ship an admin without one.
      if (!charset.test(html)) throw new Error("admin/index.html: no <meta charset> to place the policy after");
      return html.replace(
        charset,
        (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
    },
    async closeBundle() {
      if (this.environment.mode !== "build") return;
      const file = join(outDir, "..", "_headers");
      // Written once however often the admin is built over the same site.
      const site = (await readFile(file, "utf8")).split(`\n${marker}\n`)[0];
      // Its policy is the one in its page: a second one here would be joined
      // to the site's by hosts that apply every rule (security.mjs, headersFile).
      await writeFile(file, `${site}\n${marker}\n${basePath}admin/*\n  X-Robots-Tag: noindex\n`);
      // Its drawings, like the site's, only drawings (scripts/build/svg.mjs).
      await sanitizeSvgFiles(outDir);
    },
  };
}

export default defineConfig(({ command }) => {
  const localBackend = command === "serve" || cmsLocalBackend;
  return {
    root,
    base: `${basePath}admin/`,
    plugins: [tailwindcss(), imagetools(), adminPolicy(localBackend), decapPatches()],
    resolve: {
      alias: {
        "~": resolve(root, "../app"),
        "@content": resolve(root, "..", contentDir),
      },
      // One copy each: two of ajv break Decap's config check, two of React crash it.
      dedupe: ["ajv", "react", "react-dom"],
    },
    define: {
      // The site's components in the previews link to the site's pages and
      // files (sitePath, ~/lib/pages/addresses), not to the admin's folder.
      "import.meta.env.BASE_URL": JSON.stringify(basePath),
      "import.meta.env.CMS_REPO": JSON.stringify(cmsRepo),
      "import.meta.env.CMS_AUTH_URL": JSON.stringify(cmsAuthUrl),
      "import.meta.env.CMS_LOCAL_PORT": JSON.stringify(String(cmsLocalPort)),
      "import.meta.env.CMS_LOCAL_BACKEND": JSON.stringify(localBackend),
      "import.meta.env.CMS_SITE_URL": JSON.stringify(`${siteOrigin}${basePath}`),
      // On this computer, the site beside the admin: `npm run admin`'s development
      // server (scripts/tools/admin.mjs), or the build the admin is part of.
      "import.meta.env.CMS_LOCAL_SITE_URL": JSON.stringify(
        command === "serve" ? `http://127.0.0.1:${process.env.PORT || 3000}${basePath}` : basePath,
      ),
    },
    // Its own pre-bundled dependencies in development, apart from the site's.
    cacheDir: "../node_modules/.vite-admin",
    optimizeDeps: {
      // Some of Decap's dependencies use Node's `global` (a TOML parser, a
      // promise polyfill); the development pre-bundle can run them at load, a
      // blank page with "global is not defined" (tests/admin/dev-admin.spec.ts).
      rolldownOptions: { transform: { define: { global: "globalThis" } }, plugins: [decapPatches()] },
    },
    server: { host: "127.0.0.1" },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      // Decap is big by nature; it loads once, for the secretary only.
      chunkSizeWarningLimit: 6000,
      rolldownOptions: {
        // Decap's format parsers use eval() (allowed by the admin's policy);
        // "use client" means nothing in a page without server components.
        checks: { eval: false },
        onLog: (level, log, handler) => log.code !== "MODULE_LEVEL_DIRECTIVE" && handler(level, log),
      },
    },
    logLevel: "warn",
  };
});
