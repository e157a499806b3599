import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { keepTapsWhileSaving, newEntrySaving, saveEnded } from "./leave-after-save";

const NEW = "#/collections/kegiatan/new";
const LIST = "#/collections/kegiatan";
const ENTRY = "#/collections/kegiatan/entries/rapat-pengurus-uji";

/** Resolves once the address's move to `hash` has been told (moves before it are told first). */
function arrival(hash: string): Promise<void> {
  return new Promise((resolve) => {
    const told = ({ newURL }: HashChangeEvent) => {
      if (new URL(newURL).hash !== hash) return;
      removeEventListener("hashchange", told);
      resolve();
    };
    addEventListener("hashchange", told);
  });
}

/** Goes to `hash` as Decap's history does, and waits until the move has been told. */
async function go(hash: string) {
  const arrived = arrival(hash);
  location.hash = hash;
  await arrived;
}

/** A tap on the editor's back link: true when it led to the list, false when the admin held it back. */
async function tapBackLink(): Promise<boolean> {
  const link = document.createElement("a");
  link.href = LIST;
  link.textContent = "Menulis di koleksi Kegiatan";
  document.body.append(link);
  expect(location.hash).not.toBe(LIST);
  let made = false;
  link.addEventListener("click", (event) => (made = !event.defaultPrevented));
  const moved = arrival(LIST);
  link.click();
  if (made) {
    await moved;
    expect(location.hash).toBe(LIST);
  }
  link.remove();
  return made;
}

function tapButton() {
  const button = document.createElement("button");
  document.body.append(button);
  button.click();
  button.remove();
}

/** The editor of a new event, being saved (preSave has begun). */
async function saving() {
  await go(NEW);
  newEntrySaving("kegiatan");
}

describe("a tap on the back link while a new entry is saved", () => {
  beforeAll(() => keepTapsWhileSaving());
  beforeEach(async () => {
    saveEnded();
    await go("#/");
    document.body.replaceChildren();
  });

  it("is kept, and made once Decap has moved the editor to the entry's address", async () => {
    await saving();
    expect(await tapBackLink()).toBe(false);
    expect(location.hash).toBe(NEW);
    await go(ENTRY);
    expect(location.hash).toBe(LIST);
  });

  it("is made once: the next editor of the collection is left alone, and links work at once", async () => {
    await saving();
    await tapBackLink();
    await go(ENTRY);
    await go(`${LIST}/entries/diskusi-januari-uji`);
    expect(location.hash).toBe(`${LIST}/entries/diskusi-januari-uji`);
    expect(await tapBackLink()).toBe(true);
  });

  it("is not needed when none was made: the save's end leaves links working", async () => {
    await saving();
    await go(ENTRY);
    expect(location.hash).toBe(ENTRY);
    expect(await tapBackLink()).toBe(true);
  });

  it("is dropped when the secretary taps anything else meanwhile", async () => {
    await saving();
    await tapBackLink();
    tapButton();
    await go(ENTRY);
    expect(location.hash).toBe(ENTRY);
  });

  it("is dropped when she types meanwhile", async () => {
    await saving();
    await tapBackLink();
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    await go(ENTRY);
    expect(location.hash).toBe(ENTRY);
  });

  it("is dropped by a refused save: the back link then works as before", async () => {
    await saving();
    await tapBackLink();
    saveEnded();
    expect(await tapBackLink()).toBe(true);
  });

  it("is dropped by Decap's notice of a failed save", async () => {
    await saving();
    await tapBackLink();
    const notice = document.createElement("div");
    notice.className = "Toastify";
    notice.textContent = "Belum tersimpan: sambungan terputus";
    document.body.append(notice);
    await Promise.resolve();
    expect(await tapBackLink()).toBe(true);
  });

  it("never acts after another move: a later arrival at the entry stays there", async () => {
    await saving();
    await tapBackLink();
    // The phone's back button, before Decap's own move.
    await go(LIST);
    await go(ENTRY);
    expect(location.hash).toBe(ENTRY);
    expect(await tapBackLink()).toBe(true);
  });
});
