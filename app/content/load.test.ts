import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FIXTURE } from "../../tests/support/fixture-site.mjs";
import { branchSlugs, eventSlugs, formatProblems, loadContent, readContent } from "./load";

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture's content, to break one thing at a time. */
function fixtureCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "konten-"));
  cpSync(FIXTURE.contentDir, dir, { recursive: true });
  copies.push(dir);
  return dir;
}

/** Changes one JSON file of a content folder. */
function edit(dir: string, file: string, change: (data: any) => void) {
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, "utf8"));
  change(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

/** Each problem as one line: file (inside the folder) | entry | field | message. */
function problemsOf(dir: string, options = {}): string[] {
  return readContent(dir, options).problems.map(
    ({ file, entry, field, message }) => `${file.slice(dir.length + 1)} | ${entry} | ${field} | ${message}`,
  );
}

describe("the content folders", () => {
  it("the site's own content is valid", () => {
    expect(readContent("content").problems).toEqual([]);
  });

  it("the fixture's content is valid, and reads whole", () => {
    const content = loadContent(FIXTURE.contentDir);
    expect(content.events.map((event) => event.slug)).toHaveLength(5);
    expect(content.news).toHaveLength(3);
    expect(content.board.current.chair.name).toBe("Samuel Contoh");
    expect(content.contact.inbox.number).toBe("0812-0000-0001");
  });
});

describe("a mistake names the file, the entry by its title, and the field", () => {
  it("a missing field of an event", () => {
    const dir = fixtureCopy();
    edit(dir, "events/ibadah-paskah-uji.json", (event) => delete event.location);
    expect(problemsOf(dir)).toEqual([
      'events/ibadah-paskah-uji.json | "Ibadah Paskah Uji" | location | wajib diisi (teks)',
    ]);
  });

  it("a date that does not exist", () => {
    const dir = fixtureCopy();
    edit(dir, "news/b-berita-terbaru.json", (item) => (item.date = "2026-02-30"));
    expect(problemsOf(dir)).toEqual([
      'news/b-berita-terbaru.json | "Berita Terbaru Uji" | date | harus tanggal yang ada, ditulis TTTT-BB-HH, mis. "2026-12-12"',
    ]);
  });

  it("one message per problem: a bad address once, a wrong start without a false word about its end, a long title cut short", () => {
    const dir = fixtureCopy();
    edit(dir, "contact.json", (contact) => (contact.social[0].url = "javascript:alert(1)"));
    edit(dir, "events/natal-uji.json", (event) => {
      event.startTime = "5pm";
      event.endTime = "21.00";
      event.title = "Judul ".repeat(900);
    });
    edit(dir, "site.json", (site) => (site.name = "GMKI\nCabang Wamena"));
    const problems = problemsOf(dir);
    expect(problems.filter((line) => line.startsWith("contact.json"))).toHaveLength(1);
    const event = problems.filter((line) => line.startsWith("events/natal-uji.json"));
    expect(event.map((line) => line.split(" | ")[2])).toEqual(["title", "startTime"]);
    expect(event[0]!.split(" | ")[1]).toBe(`"${"Judul ".repeat(10).trim()}…"`);
    expect(problems).toContain("site.json |  | name | harus satu baris, tanpa ganti baris");
  });

  it("documents: a PDF of at most 4 MB, named for an address; the message names the file", () => {
    const dir = fixtureCopy();
    const documents = join(dir, "documents");
    writeFileSync(join(documents, "surat.docx"), "PK\u0003\u0004 bukan PDF");
    edit(dir, "documents/ad-art-uji.json", (document) => (document.file = "/content/documents/surat.docx"));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^documents\/ad-art-uji\.json \| ".*" \| file \| harus berkas PDF di content\/documents, .*; simpan dokumennya sebagai PDF/,
      ),
    ]);
    // A Word file renamed .pdf is no PDF either: its bytes say so.
    writeFileSync(join(documents, "surat.pdf"), "PK\u0003\u0004 bukan PDF");
    edit(dir, "documents/ad-art-uji.json", (document) => (document.file = "/content/documents/surat.pdf"));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^documents\/ad-art-uji\.json \| ".*" \| file \| berkas "surat\.pdf" bukan PDF; simpan dokumennya sebagai PDF/,
      ),
    ]);

    writeFileSync(
      join(documents, "besar.pdf"),
      Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5 * 1024 * 1024)]),
    );
    edit(dir, "documents/ad-art-uji.json", (document) => (document.file = "/content/documents/besar.pdf"));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /\| file \| berkas "besar\.pdf" 5,0 MB, lebih dari batas 4 MB agar hemat kuota pengunjung; perkecil dulu/,
      ),
    ]);

    writeFileSync(join(documents, "AD ART.pdf"), "%PDF-1.4\n");
    edit(dir, "documents/ad-art-uji.json", (document) => (document.file = "/content/documents/AD ART.pdf"));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/nama berkas "AD ART\.pdf" hanya boleh berisi huruf, angka/),
    ]);

    edit(dir, "documents/ad-art-uji.json", (document) => (document.file = "/content/documents/hilang.pdf"));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/berkas "hilang\.pdf" tidak ada di content\/documents\/; unggah lagi/),
    ]);
  });

  it("every file in photos/, shown or not: a photo or drawing the build reads, small enough", () => {
    const dir = fixtureCopy();
    const photos = join(dir, "photos");
    writeFileSync(join(photos, "halaman.html"), "<script>alert(1)</script>");
    writeFileSync(join(photos, "IMG_0001.jpg"), Buffer.concat([Buffer.from("\0\0\0\x18ftypheic"), Buffer.alloc(64)]));
    writeFileSync(join(photos, "besar.jpg"), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(21 << 20)]));
    writeFileSync(join(photos, "bukan-gambar.svg"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
    // A drawing cut short: the build's drawing of it would stop with an error in English.
    writeFileSync(join(photos, "rusak.svg"), '<svg xmlns="http://www.w3.org/2000/svg">\n<g><circle r="2"/>\n</svg>');
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^photos\/IMG_0001\.jpg \| {2}\| {2}\| foto "IMG_0001\.jpg" berformat HEIC, .*ubah dulu ke JPEG/,
      ),
      expect.stringMatching(
        /^photos\/besar\.jpg \| {2}\| {2}\| foto "besar\.jpg" 21,0 MB, lebih dari batas 20 MB; perkecil dulu/,
      ),
      expect.stringMatching(
        /^photos\/bukan-gambar\.svg \| {2}\| {2}\| berkas "bukan-gambar\.svg" bukan foto JPEG, PNG, atau WebP/,
      ),
      expect.stringMatching(
        /^photos\/halaman\.html \| {2}\| {2}\| berkas "halaman\.html" bukan foto JPEG, PNG, atau WebP/,
      ),
      'photos/rusak.svg |  |  | gambar "rusak.svg" rusak: tulisan SVG-nya tidak lengkap atau salah di baris 3; simpan gambarnya lagi dari aplikasi gambarnya, lalu unggah lagi',
    ]);
  });

  it("photos where they are used: an uploaded file must be there and described; an id registered", () => {
    const dir = fixtureCopy();
    edit(dir, "events/natal-uji.json", (event) => {
      event.image = "/content/photos/IMG_2041.jpg";
      event.gallery[0].image = "/content/photos/tidak-ada.jpg";
      event.report = "berita-yang-tidak-ada";
    });
    edit(dir, "news/b-berita-terbaru.json", (item) => {
      item.image = "/content/photos/cahaya.jpg";
      item.body.push({ type: "foto", image: "foto-tak-terdaftar", caption: "Uji" });
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^events\/natal-uji\.json \| "Natal Uji" \| image \| foto "IMG_2041\.jpg" tidak ada/),
      'events/natal-uji.json | "Natal Uji" | imageAlt | wajib diisi untuk foto yang diunggah',
      expect.stringMatching(
        /^events\/natal-uji\.json \| "Natal Uji" › Galeri, entri ke-1 \| image \| foto "tidak-ada\.jpg" tidak ada/,
      ),
      'events/natal-uji.json | "Natal Uji" | report | berita "berita-yang-tidak-ada" tidak ada di koleksi Berita',
      'news/b-berita-terbaru.json | "Berita Terbaru Uji" | imageAlt | wajib diisi untuk foto yang diunggah',
      'news/b-berita-terbaru.json | "Berita Terbaru Uji" › Isi, blok ke-6 | image | foto "foto-tak-terdaftar" tidak terdaftar di koleksi Foto (photos.json)',
    ]);
  });

  it("a board with no head of field marked is named, not silently shown without heads", () => {
    const dir = fixtureCopy();
    edit(dir, "board.json", (board) => {
      for (const field of board.current.fields) for (const member of field.members) delete member.head;
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^board\.json \| .+ \| fields \| belum ada kepala bidang yang ditandai; nyalakan "Kepala bidang ini"/,
      ),
    ]);
  });

  it("a time written the wrong way, and one that ends before it starts", () => {
    const dir = fixtureCopy();
    edit(dir, "events/natal-uji.json", (event) => (event.startTime = "17:00"));
    edit(dir, "events/diskusi-januari-uji.json", (event) => (event.endTime = "09.00"));
    expect(problemsOf(dir)).toEqual([
      'events/diskusi-januari-uji.json | "Diskusi Januari Uji" | endTime | harus sesudah jam mulai, mis. mulai 08.00 dan selesai 12.00',
      'events/natal-uji.json | "Natal Uji" | startTime | harus jam dan menit dipisah titik, mis. "08.00"',
    ]);
  });

  it("a category that is not one of the three", () => {
    const dir = fixtureCopy();
    edit(dir, "events/natal-uji.json", (event) => (event.category = "Olahraga"));
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/^events\/natal-uji\.json \| "Natal Uji" \| category \| /)]);
  });

  it("an entry inside a list, by its title or name", () => {
    const dir = fixtureCopy();
    edit(dir, "branches.json", (file) => (file.branches[1].colleges = []));
    edit(dir, "board.json", (file) => (file.current.fields[1].members[0].position = " "));
    expect(problemsOf(dir)).toEqual([
      'board.json | Pengurus sekarang › Bidang, entri "Bidang Kerohanian" › Anggota, entri "Markus Contoh" | position | tidak boleh kosong',
      'branches.json | Komisariat, entri "Komisariat Kampus Dua" | colleges | minimal satu perguruan tinggi',
    ]);
  });

  it("a file that is not valid JSON, with the line and column", () => {
    const dir = fixtureCopy();
    writeFileSync(
      join(dir, "programs.json"),
      '{\n  "programs": [\n    { "title": "A" }\n    { "title": "B" }\n  ]\n}\n',
    );
    expect(problemsOf(dir)).toEqual([
      'programs.json |  |  | bukan JSON yang benar di baris 4, kolom 5 (periksa tanda kutip, koma, dan kurung di sekitarnya; tiap isian ditulis "nama": "nilai" dan dipisah koma, mis. "title": "Ibadah Natal", "date": "2026-12-12")',
    ]);
  });

  it("a file that is missing", () => {
    const dir = fixtureCopy();
    rmSync(join(dir, "history.json"));
    expect(problemsOf(dir)).toEqual(["history.json |  |  | berkas ini tidak ada"]);
  });

  it("an event file whose name cannot be its address", () => {
    const dir = fixtureCopy();
    renameSync(join(dir, "events/natal-uji.json"), join(dir, "events/Natal Uji.json"));
    expect(problemsOf(dir)).toEqual([
      'events/Natal Uji.json | "Natal Uji" |  | nama berkas ini menjadi alamatnya: pakai huruf kecil saja, mis. "natal-uji"',
    ]);
  });

  it("an event's address is its file's name, whatever the file says", () => {
    const dir = fixtureCopy();
    edit(dir, "events/natal-uji.json", (event) => (event.slug = "natal-lain"));
    expect(problemsOf(dir)).toEqual([]);
    expect(loadContent(dir).events.map((event) => event.slug)).toContain("natal-uji");
  });
});

describe("one place for each fact", () => {
  it("a field's member who is the chair takes the chair's name and position", () => {
    const dir = fixtureCopy();
    edit(dir, "board.json", (file) => (file.current.chair.name = "Samuel K. Contoh"));
    const board = loadContent(dir).board.current;
    expect(board.fields[0]!.members[0]).toEqual({ position: "Ketua Cabang", name: "Samuel K. Contoh" });
    expect(JSON.stringify(board)).not.toMatch(/"Samuel Contoh"/);
  });
});

describe("the words a visitor reads", () => {
  it("a slip of spelling, with how to write it", () => {
    const dir = fixtureCopy();
    edit(
      dir,
      "events/natal-uji.json",
      (event) => (event.description = "Iuran Rp 25.000 untuk kampung di lembah Baliem."),
    );
    edit(dir, "news/b-berita-terbaru.json", (item) => (item.excerpt = "Chat panitia dulu."));
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /^events\/natal-uji\.json \| ".+" \| description \| tulis "Rp" langsung diikuti angkanya.*"Rp25\.000"/,
    );
    expect(problems[1]).toMatch(/"Lembah Baliem" dengan L besar/);
    expect(problems[2]).toMatch(
      /^news\/b-berita-terbaru\.json \| .+ \| excerpt \| "Chat" adalah kata bahasa Inggris; pakai "pesan atau obrolan"/,
    );
  });

  it("a slug, said for what is wrong with it", () => {
    const dir = fixtureCopy();
    edit(dir, "branches.json", (file) => {
      file.branches[0].slug = "stt_arastamar";
      file.branches[1].slug = "Komisariat-Uji";
    });
    const problems = problemsOf(dir).join("\n");
    expect(problems).toContain('ganti spasi dan garis bawah dengan tanda hubung, mis. "stt-arastamar"');
    expect(problems).toContain('pakai huruf kecil saja, mis. "komisariat-uji"');
  });
});

describe("what the shapes allow but the site cannot show", () => {
  it("a photo file that does not exist, and a photo that is not registered", () => {
    const dir = fixtureCopy();
    edit(dir, "photos.json", (file) => (file.photos[0].file = "tidak-ada.jpg"));
    edit(dir, "news/a-berita-lama.json", (item) => (item.image = "foto-lain"));
    expect(problemsOf(dir)).toEqual([
      `photos.json | Foto, entri "kabut" | file | berkas "tidak-ada.jpg" tidak ada di ${join(dir, "photos")}/`,
      'news/a-berita-lama.json | "Berita Terlama Uji" | image | foto "foto-lain" tidak terdaftar di koleksi Foto (photos.json)',
    ]);
  });

  it("one photo for two events, which would show twice on /kegiatan; none at all is fine", () => {
    const dir = fixtureCopy();
    edit(dir, "events/mapper-uji.json", (event) => (event.image = "kabut"));
    edit(dir, "events/diskusi-januari-uji.json", (event) => delete event.image);
    expect(problemsOf(dir)).toEqual([
      'events/mapper-uji.json | "MAPPER Uji: Hari Ini" | image | foto "kabut" sudah dipakai "Bakti Sosial Uji"; satu foto tampil sekali di halaman Kegiatan',
    ]);
  });

  it("a board member's photo that is not registered", () => {
    const dir = fixtureCopy();
    edit(dir, "board.json", (file) => (file.current.chair.photo = "ketua"));
    expect(problemsOf(dir)).toEqual([
      'board.json | Pengurus sekarang › Ketua Cabang | photo | foto "ketua" tidak terdaftar di koleksi Foto (photos.json)',
    ]);
  });

  it("two komisariat with one slug, and a slug the board's page has taken", () => {
    const dir = fixtureCopy();
    edit(dir, "branches.json", (file) => (file.branches[1].slug = file.branches[0].slug));
    expect(problemsOf(dir)).toEqual([
      'branches.json | Komisariat, entri "Komisariat Kampus Dua" |  | "kampus-satu" sudah dipakai entri lain; harus unik',
    ]);
    edit(dir, "branches.json", (file) => (file.branches[1].slug = "bpc"));
    expect(problemsOf(dir)).toEqual([
      'branches.json | Komisariat, entri "Komisariat Kampus Dua" | slug | "bpc" sudah dipakai halaman Badan Pengurus Cabang (/struktur/bpc); pilih alamat singkat lain',
    ]);
  });

  it("an event named like the calendar feed", () => {
    const dir = fixtureCopy();
    renameSync(join(dir, "events/natal-uji.json"), join(dir, "events/gmki-wamena.json"));
    edit(dir, "events/gmki-wamena.json", (event) => (event.slug = "gmki-wamena"));
    expect(problemsOf(dir)).toEqual([
      'events/gmki-wamena.json | "Natal Uji" | slug | "gmki-wamena" sudah dipakai kalender langganan (/kalender/gmki-wamena.ics); pilih alamat singkat lain',
    ]);
  });

  it("exactly seven hero photos", () => {
    const dir = fixtureCopy();
    edit(dir, "home.json", (file) => file.heroPhotos.pop());
    expect(problemsOf(dir)).toEqual(["home.json |  | heroPhotos | harus berisi tepat tujuh foto"]);
  });

  it("a link to a page that does not exist", () => {
    const dir = fixtureCopy();
    edit(dir, "home.json", (file) => (file.featuredPrograms[0].href = "/program-lama"));
    expect(problemsOf(dir, { pagePaths: new Set(["/", "/kegiatan"]) })).toEqual([
      'home.json | Program unggulan, entri "Program Rohani Uji" | href | halaman "/program-lama" tidak ada di situs ini',
    ]);
  });

  it("an e-mail address that would add a Bcc to every mailto: link and calendar file", () => {
    const dir = fixtureCopy();
    edit(dir, "contact.json", (file) => (file.email = "sekretariat@gmkiwamena.org?bcc=spy%40evil.example"));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^contact\.json \| {2}\| email \| harus alamat surel yang benar/),
    ]);
  });

  it("a title of invisible characters only is empty", () => {
    for (const title of ["\u202e", "\u200b\u200b", " \u2066\u2069 "]) {
      const dir = fixtureCopy();
      edit(dir, "events/natal-uji.json", (event) => (event.title = title));
      expect(problemsOf(dir), JSON.stringify(title)).toEqual([
        expect.stringMatching(/^events\/natal-uji\.json \| .* \| title \| tidak boleh kosong$/),
      ]);
    }
  });

  it("an inbox that cannot receive WhatsApp", () => {
    const dir = fixtureCopy();
    edit(dir, "contact.json", (file) => (file.inbox.number = "0969-312345"));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^contact\.json \| Nomor WhatsApp penerima pesan \| number \| harus nomor seluler/),
    ]);
  });
});

describe("in words the secretary knows", () => {
  /** The first problem's line, as the build log shows it. */
  const firstLine = (dir: string) => formatProblems(readContent(dir).problems).split("\n")[1];

  it("names the field by the admin's label and shows a valid example", () => {
    const dir = fixtureCopy();
    edit(dir, "events/natal-uji.json", (event) => (event.participants = "75"));
    expect(firstLine(dir)).toBe(
      `  - ${dir}/events/natal-uji.json, "Natal Uji", kolom "Peserta": harus angka, bukan teks "75". ` +
        "Perkiraan jumlah peserta bila belum berlangsung, jumlah yang hadir bila sudah, mis. 120.",
    );
  });

  it("says zod's generic findings in Indonesian, choices joined as a sentence joins them", () => {
    const dir = fixtureCopy();
    edit(dir, "events/natal-uji.json", (event) => (event.category = "Olahraga"));
    edit(dir, "rules.json", (file) => (file.sections[0].items = []));
    const messages = readContent(dir).problems.map((problem) => problem.message);
    expect(messages).toEqual([
      "paling sedikit satu entri",
      'harus salah satu dari "Kerohanian", "Pendidikan", atau "Sosial"',
    ]);
    expect(messages.join(" ")).not.toMatch(/diharapkan|diterima|expected|received|\|/);
  });

  it("labels fields inside lists and nested groups", () => {
    const dir = fixtureCopy();
    edit(dir, "board.json", (file) => (file.current.fields[0].members[1].position = ""));
    edit(dir, "contact.json", (file) => (file.address.postalCode = "9951"));
    const labels = readContent(dir).problems.map((problem) => problem.label);
    expect(labels).toEqual(["Kode pos", "Jabatan"]);
  });
});

describe("formatProblems", () => {
  it("makes one readable block, a line a problem", () => {
    expect(
      formatProblems([
        { file: "content/news/x.json", entry: '"Berita X"', field: "date", message: "salah" },
        { file: "content/site.json", entry: "", field: "motto", message: "tidak boleh kosong" },
      ]),
    ).toBe(
      [
        "Konten situs belum benar (2 masalah), jadi situs belum diperbarui; pengunjung tetap melihat versi terakhir yang benar. Perbaiki:",
        '  - content/news/x.json, "Berita X", kolom "date": salah',
        '  - content/site.json, kolom "motto": tidak boleh kosong',
        "Panduan: docs/PANDUAN-KONTEN.md",
      ].join("\n"),
    );
  });

  it("is the message of a failed load", () => {
    const dir = fixtureCopy();
    rmSync(join(dir, "rules.json"));
    expect(() => loadContent(dir)).toThrow(/^Konten situs belum benar \(1 masalah\)/);
  });
});

describe("lenient readers for the route table and prerendering", () => {
  it("list komisariat and event slugs, and never throw", () => {
    expect(branchSlugs(FIXTURE.contentDir)).toEqual(["kampus-satu", "kampus-dua"]);
    expect(eventSlugs(FIXTURE.contentDir)).toContain("natal-uji");
    expect(branchSlugs("/tidak/ada")).toEqual([]);
    expect(eventSlugs("/tidak/ada")).toEqual([]);
  });
});
