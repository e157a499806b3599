/**
 * In the development server only (root.tsx), every page script as a
 * module, so that its pages behave as the built ones; each acts only where
 * its page has what it looks for. The build inlines each where it belongs
 * (scripts/build/page-script.mjs).
 */
import "./page";
import "./home";
import "./activities";
import "./search";
import "./hand-off";
import "./map";
import "./news";
