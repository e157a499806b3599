/**
 * The script of a page with a form whose message goes out through the
 * visitor's own app (`form[data-hand-off]`: /kontak, an event's sign-up).
 */
import { startHandOff } from "../lib/browser/hand-off";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-hand-off]")) startHandOff(form);
