/**
 * A new entry's save ends with Decap moving the editor from `…/new` to the
 * entry's own address; it does so after the commit, after its "Tersimpan"
 * notice, and after reading the saved entry again (seconds over a phone's
 * data). Decap lets a tap on a link leave the editor while that save runs,
 * and moves to the entry's address all the same: the secretary who tapped
 * "Menulis di koleksi …" on seeing "Tersimpan" saw the list for a moment,
 * then the editor again, her tap undone. So while a new entry is being
 * saved, a tap on one of the admin's own links is kept, and made once the
 * editor is at the entry's address. A refused or failed save drops it: the
 * secretary stays with the form and the reason ("Belum tersimpan: …").
 */

/** The save under way: the collection of the new entry, and the address a kept tap goes to. */
let saving: { collection: string; kept?: string } | undefined;

/** Decap's notice of a save that did not happen (locale-id.ts, `onFailToPersist`). */
const FAILED = "Belum tersimpan";

/** A new entry of `collection` is being saved (preSave): taps on links wait for its address. */
export function newEntrySaving(collection: string): void {
  saving = { collection };
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
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      saving.kept = link.getAttribute("href") ?? undefined;
    },
    { capture: true },
  );
  // (By the event's own address: "Terbitkan dan buat baru" moves on to …/new at once.)
  addEventListener("hashchange", ({ newURL }) => {
    if (!saving || !new URL(newURL).hash.startsWith(`#/collections/${saving.collection}/entries/`)) return;
    const { kept } = saving;
    saving = undefined;
    if (kept) location.hash = kept;
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
