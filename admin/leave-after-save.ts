/**
 * A new entry's save ends with Decap moving the editor from `…/new` to the
 * entry's own address; it does so after the commit, after its "Tersimpan"
 * notice, and after reading the saved entry again (seconds over a phone's
 * data). Decap lets a tap on a link leave the editor while that save runs,
 * and moves to the entry's address all the same: the secretary who tapped
 * "Menulis di koleksi …" on seeing "Tersimpan" saw the list for a moment,
 * then the editor again, her tap undone. So while a new entry is being
 * saved, a tap on one of the admin's own links is kept, and made once the
 * editor is at the entry's address.
 *
 * The kept tap lives no longer than that one save: it is made once, or
 * dropped when the secretary does anything else in the meantime (another
 * tap, a key), when the save is refused or fails (she stays with the form
 * and the reason, "Belum tersimpan: …"), and at the first change of address
 * after the save began, whichever it is. So it never acts in a later editor.
 */

/** The save under way: the editor's address it began at, where Decap then moves, and the address a kept tap goes to. */
let saving: { from: string; entries: string; kept?: string } | undefined;

/** Decap's notice of a save that did not happen (locale-id.ts, `onFailToPersist`). */
const FAILED = "Belum tersimpan";

/** A new entry of `collection` is being saved from the editor open now (preSave): taps on links wait for its address. */
export function newEntrySaving(collection: string): void {
  saving = { from: location.hash, entries: `#/collections/${collection}/entries/` };
}

/** The save was refused or failed: the editor stays, with its reason; a kept tap is dropped. */
export function saveEnded(): void {
  saving = undefined;
}

/** Keeps a tap on the admin's links while a new entry is saved, and makes it at the entry's address. */
export function keepTapsWhileSaving(): void {
  document.addEventListener(
    "click",
    (event) => {
      if (!saving) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="#/"]');
      // Anything else (a field, a button, a link out of the admin) is her next step instead.
      if (!link) {
        saving.kept = undefined;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      saving.kept = link.getAttribute("href") ?? undefined;
    },
    { capture: true },
  );
  // Typing, too (Enter on a link: the click that follows keeps that link).
  document.addEventListener(
    "keydown",
    () => {
      if (saving) saving.kept = undefined;
    },
    { capture: true },
  );
  // Decap's own move is the first after the save began, from the editor's
  // address (by the event's addresses: "Terbitkan dan buat baru" moves on to
  // …/new at once). Any other first move (the phone's back button) ends the
  // save's watch as well, without the tap.
  addEventListener("hashchange", ({ oldURL, newURL }) => {
    if (!saving) return;
    const { from, entries, kept } = saving;
    saving = undefined;
    if (kept && new URL(oldURL).hash === from && new URL(newURL).hash.startsWith(entries)) location.hash = kept;
  });
  // A failure after the admin's own check (the commit, the connection) shows only as Decap's notice.
  new MutationObserver((records) => {
    if (!saving) return;
    for (const { addedNodes } of records) {
      for (const node of addedNodes) {
        if (node instanceof Element && node.closest(".Toastify") && node.textContent?.includes(FAILED)) saveEnded();
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}
