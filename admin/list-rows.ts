/**
 * Decap's lists, made for a finger: the whole row of a closed entry opens it
 * (not only its small arrow), the row's buttons say what they do to a
 * screen reader, and × asks before it removes an entry. Decap offers no
 * hook for these, so one listener on the page does them, and the page's
 * observer (main.tsx) marks the rows, by the class names its styles end in
 * (as narrow.css; tests/admin fails if they change).
 */

import { scroller } from "./first-problem";

const TOP_BAR = 'div[class*="-TopBar"]:not([class*="-TopBarContainer"])';

/** The open/close and remove buttons of an entry's top bar: the first and the last. */
function rowButtons(bar: Element): { toggle?: HTMLButtonElement; remove?: HTMLButtonElement } {
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>(':scope > button, :scope > [class*="-TopBarButton"]')];
  const [toggle] = buttons;
  const remove = buttons.length > 1 ? buttons.at(-1) : undefined;
  return { toggle, remove };
}

/** Names the buttons of every entry's top bar (Decap leaves them icon-only). */
function nameButtons(root: ParentNode) {
  root.querySelectorAll(TOP_BAR).forEach((bar) => {
    const { toggle, remove } = rowButtons(bar);
    toggle?.setAttribute("aria-label", "Buka atau tutup baris ini");
    remove?.setAttribute("aria-label", "Hapus baris ini");
  });
}

/** Items that are one line of a list (an article's "Daftar"): their field's label. */
const LINE_LABELS = new Set(["Butir"]);

/**
 * Tags each item of such a list, so that narrow.css draws the list as one
 * list, a line per item, not a box each. The label stays, hidden, for
 * screen readers.
 */
function tagLines(root: ParentNode) {
  root.querySelectorAll(TOP_BAR).forEach((bar) => {
    const item = bar.parentElement;
    const label = item?.querySelector("label")?.firstChild?.textContent?.trim();
    if (item && label && LINE_LABELS.has(label) && !item.hasAttribute("data-gmki-line")) {
      item.setAttribute("data-gmki-line", "");
    }
  });
}

/** Names the row buttons and tags the lines of every list drawn. */
export function markListRows(): void {
  nameButtons(document);
  tagLines(document);
}

export function improveListRows(): void {
  // Capture: before Decap's own handlers.
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element | null;
      const bar = target?.closest(TOP_BAR);
      if (bar) {
        const { remove } = rowButtons(bar);
        if (
          remove &&
          remove.contains(target) &&
          !confirm("Hapus baris ini dari daftar? (Baru hilang dari situs setelah diterbitkan.)")
        ) {
          event.preventDefault();
          event.stopPropagation();
        }
        return;
      }
      // A new item ("Tambah …", or a kind of block) is brought onto the screen:
      // Decap adds it above the button the finger is on, and the browser keeps
      // that button in place, so the item's top, "Pilih foto" with it, went above.
      const adds = target?.closest('[class*="-AddButton"], [class*="-TopBarContainer"] [role="menuitem"]');
      const list = adds?.closest('[class*="-TopBarContainer"]')?.parentElement;
      if (list) {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const item = [...list.querySelectorAll<HTMLElement>(':scope > div > [class*="-ListItem"]')].at(-1);
            const form = item && scroller(item);
            if (form) form.scrollTop += item.getBoundingClientRect().top - form.getBoundingClientRect().top - 8;
          }),
        );
        return;
      }
      // A tap on a closed entry's summary opens it, as its arrow does.
      const summary = target?.closest('[class*="-NestedObjectLabel"]');
      const row = summary?.parentElement;
      const rowBar = row?.querySelector(TOP_BAR);
      if (summary && rowBar) rowButtons(rowBar).toggle?.click();
    },
    { capture: true },
  );
}
