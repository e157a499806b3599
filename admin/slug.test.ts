// Decap's own slug functions, read from its sources: the one test-only use of
// its internals that guards slug.ts (docs/decisions/0013-admin-decap-internals.md).
import { sanitizeSlug } from "decap-cms-core/dist/esm/lib/urlHelper.js";
import { describe, expect, it } from "vitest";
import { entrySlug, freeName, uploadName } from "./slug";

/** Decap's prepareSlug (decap-cms-core/src/lib/formatters.js), which imports half of Decap: its three steps, as read in 3.19.1. */
const decapPrepare = (title: string) => title.trim().toLocaleLowerCase().replace(/[']/g, "").replace(/[.]/g, "-");
const settings = { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" };

const titles = [
  "Natal Uji",
  "Ibadah Natal 2026",
  "Dies Natalis ke-77 GMKI",
  "Retret: Pengurus & Anggota",
  "Pelatihan Kepemimpinan (LKK) 2027",
  "  Bakti Sosial di Wesaput  ",
  "Diskusi 'Mahasiswa' dan Gereja",
  "Rapat Kerja v2.0",
  "Café Rohani – édisi Desember",
  "Ibadah / Doa Pagi?",
  "Kegiatan #1: 100% Hadir!",
  "Perayaan Paskah…",
];

describe("a new entry's file name, as Decap makes it from the title", () => {
  it.each(titles)("%s", (title) => {
    expect(entrySlug(title)).toBe(sanitizeSlug(decapPrepare(title), settings));
  });

  it("adds -1, -2 while a name is taken", () => {
    const taken = new Set(["natal-uji", "natal-uji-1"]);
    expect(freeName("natal-uji", (name) => taken.has(name))).toBe("natal-uji-2");
    expect(freeName("paskah", (name) => taken.has(name))).toBe("paskah");
  });
});

describe("an uploaded file's name, as Decap's media library makes it", () => {
  it.each([
    "Surat Edaran.PDF",
    "IMG_2041.JPG",
    "AD ART GMKI (2024).pdf",
    "Foto Natal – Désember.jpeg",
    "laporan..pdf",
    "foto.",
    "~gambar honai~.svg",
    "Formulir #1 & 2.pdf",
  ])("%s", (name) => {
    expect(uploadName(name)).toBe(sanitizeSlug(name.toLowerCase(), settings));
  });
});
