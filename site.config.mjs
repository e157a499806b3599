// The settings of a build, read once here from the environment by
// vite.config.ts, react-router.config.ts, the build steps and the tests.
// docs/DEPLOY.md says how a deployment sets them.
//
//   SITE_ORIGIN  the site's address, for canonical links, sitemap and social
//                cards (default https://gmkiwamena.org)
//   BASE_PATH    the folder it is served from: "/" for its own domain,
//                "/<repo>/" for a GitHub Pages project site (default "/")
//   BUILD_DAY    the day the site is built as of, YYYY-MM-DD in Wamena (WIT):
//                events on or after it are upcoming, and the footer shows its
//                year (default: today in Wamena). Tests fix it; deployments
//                leave it unset.
//   CONTENT_DIR  the folder of content the site is built from (default
//                "content"; the test fixtures use their own)
//   BUILD_DIR    where the build goes, inside the project (default "build";
//                the site itself is in its client/ folder)
//   CMS_REPO     "owner/name" of the GitHub repository the content admin
//                edits (default: GITHUB_REPOSITORY, set by GitHub Actions)
//   CMS_AUTH_URL the OAuth helper that signs editors in to the admin
//                (docs/ADMIN.md; default: Netlify's, for a site hosted there)
//   CMS_LOCAL_PORT port of the admin's local backend, `npm run admin`
//                (default 8081). Set, the built admin may reach it too (the
//                tests); unset, a deployment's admin talks to GitHub alone.

/** The site's origin, without a trailing slash: "https://gmkiwamena.org". */
export const siteOrigin = (process.env.SITE_ORIGIN || "https://gmkiwamena.org").replace(/\/+$/, "");

/** The base path, with slashes on both ends: "/" or "/gmki-wamena/". */
export const basePath = `/${(process.env.BASE_PATH || "/").replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");

/** Today in Wamena (WIT, UTC+9 all year), "YYYY-MM-DD". */
export function todayInWamena(now = new Date()) {
  return new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The day the site is built as of, "YYYY-MM-DD". */
export const buildDay = readBuildDay(process.env.BUILD_DAY);

/** @param {string | undefined} value */
function readBuildDay(value) {
  if (!value) return todayInWamena();
  const day = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value)) {
    throw new Error(`BUILD_DAY must be a date written YYYY-MM-DD, e.g. 2026-12-12; it is "${value}"`);
  }
  return value;
}

/** The content folder, relative to the project: "content". */
export const contentDir = process.env.CONTENT_DIR || "content";

/** The build folder: "build"; the site is in build/client. */
export const buildDir = process.env.BUILD_DIR || "build";

/** The repository the content admin edits: "owner/name". */
export const cmsRepo = process.env.CMS_REPO || process.env.GITHUB_REPOSITORY || "";

/** The admin's OAuth helper, without a trailing slash; "" for Netlify's. */
export const cmsAuthUrl = (process.env.CMS_AUTH_URL || "").replace(/\/+$/, "");

/** Port of the admin's local backend (decap-server). */
export const cmsLocalPort = Number(process.env.CMS_LOCAL_PORT || 8081);

/** Whether the built admin's policy lets it reach the local backend: only when its port is set. */
export const cmsLocalBackend = Boolean(process.env.CMS_LOCAL_PORT);
