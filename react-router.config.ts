import type { Config } from "@react-router/dev/config";
import { eventSlugs } from "./app/content/load";
import { basePath, buildDir, contentDir } from "./site.config.mjs";

export default {
  // A static site: no server at runtime, every page rendered to HTML at build.
  ssr: false,
  // "/" on its own domain, "/<repo>/" on GitHub Pages (site.config.mjs).
  basename: basePath,
  buildDirectory: buildDir,
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
    return [
      ...getStaticPaths(),
      // The catch-all route; scripts/build/postbuild.mjs moves it to
      // 404.html, the file static hosts answer unknown paths with.
      "/404",
      // A calendar file for every event, upcoming or not, so that a link
      // never outlives its file.
      ...eventSlugs(contentDir).map((slug) => `/kalender/${slug}.ics`),
    ];
  },
} satisfies Config;
