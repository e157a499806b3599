/**
 * The second inline script, on the pages with React only
 * (scripts/build/page-script.mjs), run as the page is parsed, long before
 * React arrives (docs/decisions/0001): a tap on a control still waiting for
 * React is kept and made again once the control works; and offline, a link
 * opens the saved page whole, where React Router would fetch the page's
 * script and data.
 */
import { openPagesWholeWhenOffline } from "./lib/browser/offline-links";
import { replayTapsOnceReady } from "./lib/browser/replay-taps";

replayTapsOnceReady();
openPagesWholeWhenOffline();
