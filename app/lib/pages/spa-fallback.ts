import { createContext } from "react";

/**
 * True while React Router renders its SPA fallback at build: it insists on
 * React's scripts there, though no page is served from it (postbuild.mjs
 * deletes it), and it is rendered at "/", whose page ships no React.
 * Set by entry.server.tsx, read by root.tsx.
 */
export const SpaFallback = createContext(false);
