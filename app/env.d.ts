/** ISO timestamp of the build (vite.config.ts `define`). */
declare const __BUILD_DATE__: string;
/** The site's origin, "https://gmkiwamena.org" (deploy.config.mjs). */
declare const __SITE_ORIGIN__: string;
