import { describe, expect, it } from "vitest";
import { toConfirmReminder, unconfirmed } from "./to-confirm";

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
});
