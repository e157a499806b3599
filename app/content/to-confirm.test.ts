import { describe, expect, it } from "vitest";
import { isUnconfirmed, previewSummary, toConfirmReminder, unconfirmed } from "./to-confirm";

const items = [
  { what: "Nama pengurus sekarang", where: "Organisasi › Pengurus", confirmed: false },
  { what: "Alamat surel", where: "Halaman › Kontak", confirmed: true },
];

describe("the sample facts left to confirm", () => {
  it("lists a marked fact and leaves out a confirmed one", () => {
    expect(unconfirmed(items).map((item) => item.what)).toEqual(["Nama pengurus sekarang"]);
    const reminder = toConfirmReminder(items)!;
    expect(reminder).toContain("1 data di situs masih contoh");
    expect(reminder).toContain("  - Nama pengurus sekarang (Organisasi › Pengurus)");
    expect(reminder).not.toContain("Alamat surel");
  });

  it("says nothing once everything is confirmed", () => {
    expect(toConfirmReminder(items.map((item) => ({ ...item, confirmed: true })))).toBeNull();
  });

  it("knows a row by its id; a row not there is not unconfirmed", () => {
    const rows = [{ id: "nomor", what: "Nomor", where: "Halaman › Kontak", confirmed: false }, ...items];
    expect(isUnconfirmed(rows, "nomor")).toBe(true);
    expect(isUnconfirmed(rows, "surel")).toBe(false);
  });

  it("the deploy's summary says the site went out as a preview, with what is left, until nothing is", () => {
    const summary = previewSummary(items)!;
    expect(summary).toMatch(/^## Situs tayang sebagai pratinjau\n/);
    expect(summary).toContain("setiap halaman menulis satu baris bahwa situs ini pratinjau");
    expect(summary).toContain("- Nama pengurus sekarang (Organisasi › Pengurus)");
    expect(summary).not.toContain("Alamat surel");
    expect(previewSummary(items.map((item) => ({ ...item, confirmed: true })))).toBeNull();
  });
});
