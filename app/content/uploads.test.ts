import { describe, expect, it } from "vitest";
import { entryProblems } from "./entry-check";
import { patterns } from "./schema";
import { uploadProblem, UPLOAD_LIMITS } from "./uploads";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const PNG = bytes("\x89PNG\r\n\x1a\n");
const WEBP = bytes("RIFF\0\0\0\0WEBPVP8 ");
const HEIC = bytes("\0\0\0\x18ftypheic\0\0\0\0");
const PDF = bytes("%PDF-1.7\n");
const SVG = bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
const DOCX = bytes("PK\x03\x04\x14\0");
const HTML = bytes("<!DOCTYPE html><script>alert(1)</script>");

describe("what an upload must be, read from its bytes, as the build and the admin say it", () => {
  it("a phone's photo: JPEG, PNG or WebP of at most 20 MB", () => {
    expect(uploadProblem("photos", "img_2041.jpg", JPEG, 5_000_000)).toBeNull();
    expect(uploadProblem("photos", "layar.png", PNG, 300_000)).toBeNull();
    expect(uploadProblem("photos", "foto.webp", WEBP, 300_000)).toBeNull();
    expect(uploadProblem("photos", "img_2041.jpg", JPEG, UPLOAD_LIMITS.photo + 1)).toMatch(
      /^foto "img_2041\.jpg" 20,0 MB, lebih dari batas 20 MB; perkecil dulu: kirim fotonya ke diri sendiri lewat WhatsApp/,
    );
  });

  it("HEIC, from a camera set to it, is said by name, with how to make it JPEG", () => {
    expect(uploadProblem("photos", "img_0001.heic", HEIC, 2_000_000)).toMatch(
      /^foto "img_0001\.heic" berformat HEIC, yang belum bisa dipakai situs; ubah dulu ke JPEG/,
    );
    // Named .jpg, it is HEIC all the same.
    expect(uploadProblem("photos", "img_0001.jpg", HEIC, 2_000_000)).toMatch(/berformat HEIC/);
  });

  it("no page, script or document among the photos, whatever its name says", () => {
    for (const [name, head] of [
      ["halaman.html", HTML],
      ["foto.jpg", HTML],
      ["surat.pdf", PDF],
      ["surat.jpg", DOCX],
    ] as const)
      expect(uploadProblem("photos", name, head, 1000), name).toMatch(/bukan foto JPEG, PNG, atau WebP/);
  });

  it("a drawing (SVG) only where drawings are registered, of at most 1 MB", () => {
    expect(uploadProblem("photos", "gambar.svg", SVG, 4000)).toBeNull();
    expect(uploadProblem("photos", "gambar.svg", SVG, 4000, { drawings: false })).toMatch(
      /^berkas "gambar\.svg" bukan foto JPEG, PNG, atau WebP; gambar SVG hanya diunggah di koleksi Foto/,
    );
    expect(uploadProblem("photos", "gambar.svg", SVG, UPLOAD_LIMITS.drawing + 1)).toMatch(/lebih dari batas 1 MB/);
    // Checked whole, a drawing that is not well-formed XML, which the build could not draw.
    const cut = bytes('<svg xmlns="http://www.w3.org/2000/svg">\n<circle r="2">\n</svg>');
    expect(uploadProblem("photos", "rusak.svg", cut, cut.length)).toBe(
      'gambar "rusak.svg" rusak: tulisan SVG-nya tidak lengkap atau salah di baris 3; simpan gambarnya lagi dari aplikasi gambarnya, lalu unggah lagi',
    );
    expect(uploadProblem("photos", "gambar.svg", SVG, SVG.length)).toBeNull();
    // SVG text under a photo's name, or a photo under a drawing's.
    expect(uploadProblem("photos", "gambar.jpg", SVG, 4000)).toMatch(/bukan foto/);
    expect(uploadProblem("photos", "gambar.svg", PNG, 4000)).toMatch(/bukan foto/);
  });

  it("a document: a PDF of at most 4 MB, named for its address", () => {
    expect(uploadProblem("documents", "ad-art.pdf", PDF, 300_000)).toBeNull();
    expect(uploadProblem("documents", "surat.docx", DOCX, 20_000)).toMatch(/^berkas "surat\.docx" bukan PDF/);
    expect(uploadProblem("documents", "surat.pdf", DOCX, 20_000)).toMatch(/^berkas "surat\.pdf" bukan PDF/);
    expect(uploadProblem("documents", "besar.pdf", PDF, 6 * 1024 * 1024)).toMatch(
      /^berkas "besar\.pdf" 6,0 MB, lebih dari batas 4 MB agar hemat kuota pengunjung/,
    );
    expect(uploadProblem("documents", "AD ART.pdf", PDF, 1000)).toMatch(/hanya boleh berisi huruf, angka/);
  });
});

describe("fields name only what they take", () => {
  const event = {
    title: "Ibadah Uji",
    date: "2027-01-10",
    startTime: "10.00",
    location: "Sekretariat",
    participants: 20,
    category: "Kerohanian",
    description: "Ibadah bersama.",
  };

  it("a photo field of an event or article takes a photo, never a drawing", () => {
    expect(entryProblems("events", { ...event, image: "content/photos/img_1.webp", imageAlt: "Ibadah" })).toEqual([]);
    expect(entryProblems("events", { ...event, image: "content/photos/gambar.svg", imageAlt: "Ibadah" })).toEqual([
      'Foto: harus foto JPEG, PNG, atau WebP di content/photos, mis. "content/photos/ibadah-natal.jpg"',
    ]);
  });

  it("the Foto collection takes drawings; Dokumen takes PDFs only", () => {
    expect(patterns.photoFile.test("content/photos/gambar-honai.svg")).toBe(true);
    expect(patterns.documentFile.test("/content/documents/ad-art.pdf")).toBe(true);
    expect(patterns.documentFile.test("/content/documents/surat.docx")).toBe(false);
  });
});
