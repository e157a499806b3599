import { describe, expect, it } from "vitest";
import routes from "../routes";
import { collectRoutePaths, formatProblems, siteContent, validateContent, type ContentInput } from "./validate";

/** A deep copy of all content, to break one thing at a time. */
function contentCopy(): Record<keyof ContentInput, any> {
  return structuredClone(siteContent);
}

function messagesFor(content: ContentInput): string[] {
  return validateContent(content).map(
    ({ file, entry, field, message }) => `${file} | ${entry} | ${field} | ${message}`,
  );
}

describe("validateContent", () => {
  it("finds nothing wrong with the site's content", () => {
    expect(validateContent()).toEqual([]);
  });

  it("names the file, entry and field of a missing field", () => {
    const content = contentCopy();
    delete content.events[1].location;
    expect(messagesFor(content)).toEqual([
      'app/content/activities.ts | events, entri "mapper-2027" | location | wajib diisi (teks)',
    ]);
  });

  it("rejects a date that does not exist", () => {
    const content = contentCopy();
    content.news[0].date = "2026-02-30";
    expect(messagesFor(content)).toEqual([
      'app/content/news.ts | news, entri "pelatihan-kepemimpinan-dasar-2026" | date | harus tanggal yang ada, ditulis TTTT-BB-HH, mis. "2026-12-12"',
    ]);
  });

  it("rejects a time written the wrong way", () => {
    const content = contentCopy();
    content.events[0].startTime = "17:00";
    expect(messagesFor(content)).toEqual([
      expect.stringContaining('events, entri "ibadah-natal-2026" | startTime | harus jam JJ.MM'),
    ]);
  });

  it("rejects an event that ends before it starts", () => {
    const content = contentCopy();
    content.events[0].endTime = "09.00";
    expect(messagesFor(content)).toEqual([
      expect.stringContaining("endTime | jam selesai (09.00) harus sesudah jam mulai (17.00)"),
    ]);
  });

  it("rejects a photo file that does not exist", () => {
    const content = contentCopy();
    content.photos[2].file = "tidak-ada.jpg";
    expect(messagesFor(content)).toEqual([
      'app/content/photos.ts | photos, entri "kabut-pagi" | file | berkas "tidak-ada.jpg" tidak ada di app/assets/photos/',
    ]);
  });

  it("rejects a reference to a photo that is not registered", () => {
    const content = contentCopy();
    content.branches[0].image = "foto-lain";
    expect(messagesFor(content)).toEqual([
      'app/content/branches.ts | branches, entri "stkip-abdi-wacana" | image | foto "foto-lain" tidak terdaftar di photos.ts',
    ]);
  });

  it("rejects a person photo missing from public/", () => {
    const content = contentCopy();
    content.currentBoard.leaders[0].imageUrl = "/foto/ketua.jpg";
    expect(messagesFor(content)).toEqual([
      expect.stringContaining(
        'currentBoard.leaders, entri "Yulianus Wenda" | imageUrl | berkas "/foto/ketua.jpg" tidak ada di public/',
      ),
    ]);
  });

  it("rejects a duplicate slug", () => {
    const content = contentCopy();
    content.events[2].slug = content.events[1].slug;
    expect(messagesFor(content)).toEqual([
      'app/content/activities.ts | events, entri "mapper-2027" | slug | "mapper-2027" sudah dipakai entri lain; harus unik',
    ]);
  });

  it("rejects a slug that cannot be part of an address", () => {
    const content = contentCopy();
    content.branches[1].slug = "STT Arastamar";
    const messages = messagesFor(content);
    expect(messages).toContainEqual(
      expect.stringContaining('branches.ts | branches, entri "STT Arastamar" | slug | hanya huruf kecil'),
    );
  });

  it("rejects a menu link to a page that does not exist", () => {
    const content = contentCopy();
    content.mainNav[1].children[2].href = "/tentang-pengurus-lama";
    expect(messagesFor(content)).toEqual([
      'app/content/navigation.ts | mainNav, entri "Tentang" › children, entri "Tentang Demisioner" | href | halaman "/tentang-pengurus-lama" tidak ada di situs ini',
    ]);
  });

  it("rejects an unknown event category", () => {
    const content = contentCopy();
    content.events[0].category = "Olahraga";
    expect(messagesFor(content)).toEqual([expect.stringContaining("category | Pilihan tidak valid")]);
  });

  it("asks for exactly seven hero photos", () => {
    const content = contentCopy();
    content.heroPhotos = content.heroPhotos.slice(0, 6);
    expect(messagesFor(content)).toEqual([
      "app/content/home.ts | heroPhotos |  | harus berisi tepat 7 foto, sekarang 6",
    ]);
  });

  it("asks for at least chair, secretary and treasurer", () => {
    const content = contentCopy();
    content.outgoingBoard.leaders = content.outgoingBoard.leaders.slice(0, 2);
    expect(messagesFor(content)).toEqual([
      "app/content/board.ts | outgoingBoard | leaders | minimal Ketua, Sekretaris dan Bendahara",
    ]);
  });

  it("formats problems as one readable block", () => {
    const text = formatProblems([
      { file: "app/content/news.ts", entry: 'news, entri "x"', field: "date", message: "salah" },
    ]);
    expect(text).toBe(
      [
        "Konten situs belum benar (1 masalah). Perbaiki lalu jalankan lagi:",
        '  - app/content/news.ts: news, entri "x", kolom "date": salah',
        "Panduan: docs/PANDUAN-KONTEN.md",
      ].join("\n"),
    );
  });
});

describe("collectRoutePaths", () => {
  it("lists every page of the route table, the catch-all excepted", () => {
    expect([...collectRoutePaths(routes)].sort()).toEqual([
      "/",
      "/aturan",
      "/berita",
      "/kegiatan",
      "/kontak",
      "/sejarah-gmki-wamena",
      "/struktur",
      "/struktur/bpc",
      "/struktur/stkip-abdi-wacana",
      "/struktur/stt-arastamar",
      "/struktur/uniba-unaim",
      "/tentang",
      "/tentang-bpc",
      "/tentang-demisioner",
    ]);
  });
});
