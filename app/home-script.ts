/**
 * The home page's own inline script (scripts/build/page-script.mjs adds it
 * to a page with `[data-carousel]` or `[data-agenda]`), run as the page is
 * parsed: the home page needs no React, only its carousel and its agenda
 * kept to the visitor's day (docs/decisions/0006). Rendered by React, after
 * a link from a page with React, the page runs the same (routes/home.tsx).
 */
import { startHome } from "./lib/browser/home";

startHome(document);
