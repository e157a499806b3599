import { describe, expect, it } from "vitest";
import type { ToConfirmItem } from "~/content/schema";
import { PREVIEW_LINE_LIMIT, previewLine, sampleAddressNote } from "./preview.server";

const row = (id: string, confirmed = false): ToConfirmItem => ({ id, what: `Data ${id}`, where: "Halaman", confirmed });
const ROWS = [
  "cabang",
  "pengurus",
  "komisariat",
  "nomor",
  "alamat",
  "jam-kantor",
  "surel",
  "angka",
  "aturan",
  "kegiatan-berita",
  "gambar",
  "lambang",
];

describe("the line that says the site is a preview", () => {
  it("names what is still a sample, the facts visitors rely on first", () => {
    expect(previewLine(ROWS.map((id) => row(id)))).toBe(
      "Pratinjau: nama, nomor, dan berita di situs ini masih contoh sampai dipastikan pengurus.",
    );
    expect(previewLine([row("nomor", true), row("gambar"), row("angka")])).toBe(
      "Pratinjau: angka dan gambar di situs ini masih contoh sampai dipastikan pengurus.",
    );
  });

  it("stays true for rows the site knows no word for", () => {
    expect(previewLine([{ what: "Sesuatu", where: "Halaman", confirmed: false }])).toBe(
      "Pratinjau: sebagian isi di situs ini masih contoh sampai dipastikan pengurus.",
    );
  });

  it("goes by itself once every row is confirmed", () => {
    expect(previewLine(ROWS.map((id) => row(id, true)))).toBeNull();
    expect(previewLine([])).toBeNull();
  });

  it("is short enough for two lines on a 360 px phone, whatever is left", () => {
    // Every combination of unconfirmed rows.
    for (let mask = 1; mask < 2 ** ROWS.length; mask++) {
      const line = previewLine(ROWS.map((id, index) => row(id, (mask & (2 ** index)) === 0)))!;
      expect(line.length, line).toBeLessThanOrEqual(PREVIEW_LINE_LIMIT);
    }
  });
});

describe("the hand-off's note on where a message goes", () => {
  const to = [
    { row: "nomor", address: "nomor 0812-4800-1985" },
    { row: "surel", address: "surel sekretariat@gmkiwamena.org" },
  ];

  it("names each address still a sample", () => {
    expect(sampleAddressNote([row("nomor"), row("surel")], to)).toBe(
      "Nomor 0812-4800-1985 dan surel sekretariat@gmkiwamena.org masih contoh sampai dipastikan pengurus cabang, jadi pesan ini belum tentu sampai.",
    );
    expect(sampleAddressNote([row("nomor", true), row("surel")], to)).toMatch(
      /^Surel sekretariat@gmkiwamena\.org masih contoh/,
    );
  });

  it("says nothing once they are confirmed, or when the list does not hold them", () => {
    expect(sampleAddressNote([row("nomor", true), row("surel", true)], to)).toBeNull();
    expect(sampleAddressNote([row("gambar")], to)).toBeNull();
  });
});
