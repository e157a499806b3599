import { describe, expect, it } from "vitest";
import type { ToConfirmItem } from "~/content/schema";
import { previewLine, previewNote, sampleAddressNote, sampleList } from "./preview.server";

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
const open = ROWS.map((id) => row(id));
const confirmed = ROWS.map((id) => row(id, true));

describe("the line that says the site is a preview", () => {
  it("says so on every page and leads to the list of what is still a sample", () => {
    expect(previewLine(open)).toEqual({
      text: "Pratinjau: sebagian isi masih contoh sampai dipastikan pengurus.",
      short: "Pratinjau: sebagian isi masih contoh.",
      href: "/pratinjau",
      link: "Lihat daftarnya",
    });
    expect(previewLine([row("gambar")])).toEqual(previewLine(open));
  });

  it("goes by itself once every row is confirmed", () => {
    expect(previewLine(confirmed)).toBeNull();
    expect(previewLine([])).toBeNull();
  });
});

describe("the list of what is still a sample (/pratinjau)", () => {
  it("names every open row, none left out, each with the page where it shows", () => {
    const list = sampleList(open);
    expect(list).toHaveLength(ROWS.length);
    for (const item of list) expect(item.href, item.what).toMatch(/^\//);
    // The kinds the editor found shown as fact outside a shortened line.
    const words = list.map((item) => item.what).join(" ");
    for (const kind of ["lini masa", "jumlah peserta", "iuran", "Jam kantor", "waktu kami membalas", "anggota aktif"])
      expect(words).toContain(kind);
  });

  it("lists a row the site knows no words for by its own, and nothing once all is confirmed", () => {
    expect(sampleList([{ what: "Sesuatu", where: "Halaman", confirmed: false }])).toEqual([{ what: "Sesuatu" }]);
    expect(sampleList([row("nomor", true), row("angka")]).map((item) => item.href)).toEqual(["/tentang"]);
    expect(sampleList(confirmed)).toEqual([]);
  });
});

describe("the note every copy that leaves the site carries", () => {
  const event = { row: "kegiatan-berita", what: "kegiatan ini" };

  it("names what it holds that is still a sample", () => {
    expect(previewNote(open, "GMKI Cabang Wamena", [{ row: "nomor", what: "nomor 0812-4800-1985" }, event])).toBe(
      "Pratinjau: nomor 0812-4800-1985 dan kegiatan ini masih contoh sampai dipastikan pengurus cabang.",
    );
  });

  it("says part of the site is a sample when what it holds is confirmed but other rows are not", () => {
    expect(previewNote([row("kegiatan-berita", true), row("gambar")], "GMKI Cabang Wamena", [event])).toBe(
      "Pratinjau: sebagian isi situs GMKI Cabang Wamena masih contoh sampai dipastikan pengurus cabang.",
    );
  });

  it("is gone once every row is confirmed", () => {
    expect(previewNote(confirmed, "GMKI Cabang Wamena", [event])).toBeNull();
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
