/**
 * /kegiatan's own inline script (scripts/build/page-script.mjs adds it to
 * the page with `[data-activities]`), run as the page is parsed: the page
 * needs no React, only its tabs, its lists kept to the visitor's day and
 * "Salin Tautan" (docs/decisions/0006). Rendered by React, after a link
 * from a page with React, the page runs the same (routes/activities.tsx).
 */
import { startActivities } from "./lib/browser/activities";

startActivities(document);
