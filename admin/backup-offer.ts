/**
 * What was typed and not yet saved, offered once when its form opens again:
 * Decap's local backup of the entry (kept on the device, at most two weeks
 * and until sign-out: admin/decap-patches.mjs), asked about in the admin's
 * own dialog, in Indonesian, instead of the browser's OK/Batal box. "Buang"
 * asks once more before anything is thrown away; closing a question (the
 * phone's back button) takes the choice that loses nothing.
 */
import { BACKUP_OFFERED } from "./backups.mjs";

/** What the editor hands over with its offer (decap-patches.mjs). */
interface Offer {
  /** The form as it was typed. */
  restore(): void;
  /** The backup deleted; the form as last saved (or empty). */
  discard(): void;
}

interface Question {
  title: string;
  text: string;
  /** The first choice, which loses nothing (also what closing the dialog means), then the other. */
  choices: readonly [string, string];
}

const OFFER: Question = {
  title: "Lanjutkan yang belum disimpan?",
  text: "Di perangkat ini masih ada isian formulir ini yang belum diterbitkan.",
  choices: ["Lanjutkan", "Buang"],
};

const THROW_AWAY: Question = {
  title: "Buang isian yang belum disimpan?",
  text: "Yang Anda tulis di formulir ini akan hilang dari perangkat ini dan tidak bisa dikembalikan.",
  choices: ["Kembali", "Ya, buang"],
};

/** Asks `question` in a dialog above everything; resolves with the choice: 0 the first, 1 the other. */
function ask({ title, text, choices }: Question): Promise<0 | 1> {
  const dialog = document.createElement("dialog");
  dialog.className = "gmki-question";
  const heading = document.createElement("h2");
  heading.id = "gmki-question-title";
  heading.textContent = title;
  const words = document.createElement("p");
  words.id = "gmki-question-text";
  words.textContent = text;
  dialog.setAttribute("aria-labelledby", heading.id);
  dialog.setAttribute("aria-describedby", words.id);
  const row = document.createElement("div");
  const buttons = choices.map((choice, index) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = choice;
    button.value = String(index);
    button.addEventListener("click", () => dialog.close(button.value));
    return button;
  });
  row.append(...buttons);
  dialog.append(heading, words, row);
  document.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(dialog.returnValue === "1" ? 1 : 0);
    });
    dialog.showModal();
    buttons[0]?.focus();
  });
}

/** Answers the editor's offers of a backup: "Lanjutkan" restores it; "Buang", asked again, deletes it. */
export function offerBackups(): void {
  addEventListener(BACKUP_OFFERED, (event) => {
    const { restore, discard } = (event as CustomEvent<Offer>).detail;
    void (async () => {
      for (;;) {
        if ((await ask(OFFER)) === 0) return restore();
        if ((await ask(THROW_AWAY)) === 1) return discard();
      }
    })();
  });
}
