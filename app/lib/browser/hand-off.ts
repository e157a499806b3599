/**
 * The contact form and an event's sign-up in the browser
 * (components/contact/contact-form.tsx, components/activities/sign-up-form.tsx),
 * run by the page's inline script (app/scripts/hand-off.ts) as the page is
 * parsed, so they work from their first paint. A static site sends nothing
 * itself (docs/decisions/0008): a valid form opens the visitor's own
 * WhatsApp or e-mail app with the message written out, in one tap on the
 * button that names the app; the form then asks whether the message went,
 * and only the visitor's "Ya" brings the confirmation. A message too long
 * for a link is copied for the visitor to paste, and the app opens with a
 * short line. While where it goes is a sample, the message carries the note
 * (HAND_OFF_NOTE_WHATSAPP, HAND_OFF_NOTE_EMAIL). Fields are checked here,
 * each problem said in Indonesian under its field (the words are the
 * field's own: HAND_OFF_MISSING and HAND_OFF_WRONG), never in the
 * browser's bubbles.
 */
import { LINK_LIMIT, messageHandOffs, signUpHandOff, type HandOffLink } from "../contact/hand-off";
import {
  HAND_OFF,
  HAND_OFF_ASKED,
  HAND_OFF_DATE,
  HAND_OFF_DONE_TEXT,
  HAND_OFF_DONE_TITLE,
  HAND_OFF_EMAIL,
  HAND_OFF_EVENT,
  HAND_OFF_FIELD_ERROR,
  HAND_OFF_MISSING,
  HAND_OFF_NO,
  HAND_OFF_NOTE_EMAIL,
  HAND_OFF_NOTE_WHATSAPP,
  HAND_OFF_TOO_LONG,
  HAND_OFF_WHATSAPP,
  HAND_OFF_WRONG,
  HAND_OFF_YES,
} from "./hooks";
import { showToast } from "./toast";

type Control = HTMLInputElement | HTMLTextAreaElement;

/** The field's problem, in its own words, or null. */
function problemOf(control: Control): string | null {
  if (control.value.trim() === "")
    return control.required ? (control.getAttribute(HAND_OFF_MISSING) ?? "Kolom ini wajib diisi.") : null;
  if (!control.validity.valid) return control.getAttribute(HAND_OFF_WRONG) ?? "Isi kolom ini belum benar.";
  return null;
}

function say(control: Control, problem: string | null) {
  const error = control
    .getAttribute("aria-describedby")
    ?.split(" ")
    .map((id) => document.getElementById(id))
    .find((element) => element?.hasAttribute(HAND_OFF_FIELD_ERROR));
  if (error) error.textContent = problem ?? "";
  if (problem) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
}

/** The message the form's values make, for the app the visitor chose. */
function handOffOf(form: HTMLFormElement, app: string): HandOffLink | undefined {
  const fields = new FormData(form);
  const value = (name: string) => String(fields.get(name) ?? "").trim();
  const data = (name: string) => form.getAttribute(name) ?? "";
  const [whatsapp, email] = [data(HAND_OFF_WHATSAPP), data(HAND_OFF_EMAIL)];
  const [event, date] = [data(HAND_OFF_EVENT), data(HAND_OFF_DATE)];
  const note = (name: string) => form.getAttribute(name) ?? undefined;
  const [noteWhatsapp, noteEmail] = [note(HAND_OFF_NOTE_WHATSAPP), note(HAND_OFF_NOTE_EMAIL)];
  const links =
    data(HAND_OFF) === "sign-up"
      ? [
          signUpHandOff(
            whatsapp,
            { title: event, date },
            { name: value("nama"), campus: value("kampus"), phone: value("whatsapp") },
            noteWhatsapp,
          ),
        ]
      : messageHandOffs(
          { whatsapp, email },
          {
            name: value("nama"),
            email: value("surel"),
            subject: value("perihal"),
            message: value("pesan"),
          },
          { whatsapp: noteWhatsapp, email: noteEmail },
        );
  return links.find((link) => link.app === app) ?? links[0];
}

export function startHandOff(form: HTMLFormElement): void {
  const controls = [...form.querySelectorAll<Control>("input[name], textarea[name]")];
  const asked = form.querySelector<HTMLElement>(`[${HAND_OFF_ASKED}]`);
  const long = form.querySelector<HTMLElement>(`[${HAND_OFF_TOO_LONG}]`);

  form.addEventListener("input", (event) => {
    const control = event.target as Control;
    if (control.hasAttribute("aria-invalid")) say(control, problemOf(control));
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    let first: Control | undefined;
    for (const control of controls) {
      const problem = problemOf(control);
      say(control, problem);
      if (problem) first ??= control;
    }
    if (first) return first.focus();

    const link = handOffOf(form, (event.submitter as HTMLButtonElement | null)?.value ?? "whatsapp");
    if (!link) return;
    const tooLong = link.href.length > LINK_LIMIT;
    if (tooLong) void navigator.clipboard?.writeText(link.text).catch(() => {});
    if (long) {
      long.hidden = !tooLong;
      long.querySelector("textarea")!.value = tooLong ? link.text : "";
    }
    // WhatsApp in a tab of its own, so that this page stays to ask; an e-mail app opens over it.
    window.open(tooLong ? link.shortHref : link.href, link.app === "whatsapp" ? "_blank" : "_self", "noopener");
    if (asked) asked.hidden = false;
  });

  // The form works now: its buttons, disabled in the HTML until this ran, too.
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.disabled = false;

  asked?.querySelector(`[${HAND_OFF_NO}]`)?.addEventListener("click", () => (asked.hidden = true));
  asked?.querySelector(`[${HAND_OFF_YES}]`)?.addEventListener("click", () => {
    showToast({
      title: form.getAttribute(HAND_OFF_DONE_TITLE) ?? "",
      description: form.getAttribute(HAND_OFF_DONE_TEXT) ?? "",
    });
    asked.hidden = true;
    if (long) long.hidden = true;
    form.reset();
  });
}
