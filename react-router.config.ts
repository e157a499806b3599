import type { Config } from "@react-router/dev/config";
import { basePath } from "./deploy.config.mjs";

export default {
  // A static site: no server at runtime, every page rendered to HTML at build.
  ssr: false,
  // "/" on its own domain, "/<repo>/" on GitHub Pages (deploy.config.mjs).
  basename: basePath,
  // Opted in early: this site's loaders run only at build, and it has no
  // actions or middleware, so React Router 8's behaviour changes nothing here
  // and the build stays quiet.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async prerender({ getStaticPaths }) {
    // "/404" matches the catch-all route; scripts/postbuild.mjs moves it to
    // 404.html, the file static hosts answer unknown paths with.
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
