/** ISO timestamp of the build (vite.config.ts `define`). */
declare const __BUILD_DATE__: string;
