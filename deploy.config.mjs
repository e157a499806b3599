// Where the built site will live. Read at build time by vite.config.ts,
// react-router.config.ts and scripts/postbuild.mjs; see docs/DEPLOY.md.
//
//   SITE_ORIGIN  the site's address, for canonical links, sitemap and
//                social cards (default https://gmkiwamena.org)
//   BASE_PATH    the folder it is served from: "/" for its own domain,
//                "/<repo>/" for a GitHub Pages project site (default "/")

/** The site's origin, without a trailing slash: "https://gmkiwamena.org". */
export const siteOrigin = (process.env.SITE_ORIGIN || "https://gmkiwamena.org").replace(/\/+$/, "");

/** The base path, with slashes on both ends: "/" or "/gmki-wamena/". */
export const basePath = `/${(process.env.BASE_PATH || "/").replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");
