/**
 * The script of a page with a form whose message goes out through the
 * visitor's own app (HAND_OFF, lib/browser/hooks.ts: /kontak, an event's sign-up).
 */
import { startHandOff } from "../lib/browser/hand-off";
import { HAND_OFF } from "../lib/browser/hooks";

for (const form of document.querySelectorAll<HTMLFormElement>(`form[${HAND_OFF}]`)) startHandOff(form);
