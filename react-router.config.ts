import type { Config } from "@react-router/dev/config";

export default {
  // A static site: no server at runtime, every page rendered to HTML at build.
  ssr: false,
  // Opted in early: this site has no loaders, actions or middleware, so
  // React Router 8's behaviour changes nothing here and the build stays quiet.
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
