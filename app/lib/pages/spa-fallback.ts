import { createContext } from "react";

/**
 * True while React Router renders its SPA fallback at build: it insists on
 * its scripts there, though no page is served from it (postbuild.mjs
 * deletes it) and no page loads them (docs/decisions/0014). Set by
 * entry.server.tsx, read by root.tsx.
 */
export const SpaFallback = createContext(false);
