import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE } from "../../tests/support/fixture-site.mjs";
import { problemsOfChange, problemsOfRemoving, type ContentFiles } from "./change-check";

/** The fixture's content files, as the admin reads them from the repository. */
function fixtureFiles(dir = FIXTURE.contentDir, root = FIXTURE.contentDir): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) for (const [key, text] of fixtureFiles(path, root)) files.set(key, text);
    else if (name.endsWith(".json")) files.set(relative(root, path), readFileSync(path, "utf8"));
  }
  return files;
}

const files = fixtureFiles();
const json = (path: string): any => JSON.parse(files.get(path)!);
/** The change of one file the admin is about to write: `path` with `edit` applied. */
const change = (path: string, edit: (data: any) => void, base: ContentFiles = files) => {
  const data = json(path);
  edit(data);
  return problemsOfChange(base, path, JSON.stringify(data));
};
const messages = (problems: { label?: string; message: string }[]) =>
  problems.map(({ label, message }) => (label ? `${label}: ${message}` : message)).join("\n");

describe("the admin refuses each change the build's cross-file check would refuse", () => {
  it("takes the fixture's content as it is, and a change the build takes", () => {
    expect(problemsOfChange(files, "board.json", files.get("board.json"))).toEqual([]);
    expect(change("events/mapper-uji.json", (event) => (event.title = "Mapper Uji, Diperbarui"))).toEqual([]);
  });

  // One row per check in check.ts's crossCheck; a new check needs a row here.
  const cases: [string, () => { label?: string; message: string }[], RegExp][] = [
    [
      "a photo's short name taken twice",
      () => change("photos.json", (photos) => (photos.photos[1].id = "kabut")),
      /"kabut" sudah dipakai entri lain; harus unik/,
    ],
    [
      "a photo owner's short name taken twice",
      () => change("photos.json", (photos) => (photos.credits[1].id = "stefonarch")),
      /"stefonarch" sudah dipakai entri lain/,
    ],
    [
      "a komisariat's address taken twice",
      () => change("branches.json", (file) => (file.branches[1].slug = "kampus-satu")),
      /"kampus-satu" sudah dipakai entri lain/,
    ],
    [
      "a komisariat at the address of the branch's board",
      () => change("branches.json", (file) => (file.branches[1].slug = "bpc")),
      /"bpc" sudah dipakai halaman Badan Pengurus Cabang/,
    ],
    [
      "a rule section's address taken twice",
      () => change("rules.json", (rules) => (rules.sections[1].id = "keanggotaan")),
      /"keanggotaan" sudah dipakai entri lain/,
    ],
    [
      "an event at the calendar's address",
      () => {
        const event = json("events/mapper-uji.json");
        delete event.image;
        return problemsOfChange(files, "events/gmki-wamena.json", JSON.stringify(event));
      },
      /sudah dipakai kalender langganan/,
    ],
    [
      "a photo whose owner is not in the list of owners",
      () => change("photos.json", (photos) => (photos.photos[0].credit = "orang-lain")),
      /"orang-lain" tidak ada di/,
    ],
    [
      "a photo removed while an event, an article and the about page still show it",
      () => change("photos.json", (photos) => photos.photos.splice(0, 1)),
      /Kegiatan, "Bakti Sosial Uji", kolom "[^"]+" jadi salah: foto "kabut" tidak terdaftar/,
    ],
    [
      "a photo unknown to the Foto collection, chosen for an event",
      () => change("events/mapper-uji.json", (event) => (event.image = "tidak-ada")),
      /foto "tidak-ada" tidak terdaftar di koleksi Foto/,
    ],
    [
      "one photo for two events (a page shows each once)",
      () => change("events/mapper-uji.json", (event) => (event.image = "kabut")),
      /foto "kabut" sudah dipakai "Bakti Sosial Uji"/,
    ],
    [
      "an uploaded photo without its description",
      () =>
        change("events/mapper-uji.json", (event) => {
          event.image = "/content/photos/kabut.jpg";
          delete event.imageAlt;
        }),
      /wajib diisi untuk foto yang diunggah/,
    ],
    [
      "an event reporting an article that does not exist",
      () => change("events/mapper-uji.json", (event) => (event.report = "tidak-ada")),
      /berita "tidak-ada" tidak ada di koleksi Berita/,
    ],
    [
      "an article deleted while an event reports it",
      () => problemsOfChange(files, "news/a-berita-lama.json", undefined),
      /Kegiatan, "Natal Uji", kolom "[^"]+" jadi salah: berita "a-berita-lama" tidak ada/,
    ],
    [
      "a featured programme linking to a page the site does not have",
      () => change("home.json", (home) => (home.featuredPrograms[0].href = "/program-lama")),
      /halaman "\/program-lama" tidak ada di situs ini/,
    ],
    [
      "a board without the heads of its fields",
      () =>
        change("board.json", (board) => {
          for (const field of board.current.fields) for (const member of field.members) delete member.head;
        }),
      /belum ada kepala bidang yang ditandai/,
    ],
  ];
  it.each(cases)("%s", (_, problems, message) => {
    expect(messages(problems())).toMatch(message);
  });

  it("takes a link to any page, a komisariat's too", () => {
    const branch = json("branches.json").branches[0].slug;
    expect(change("home.json", (home) => (home.featuredPrograms[0].href = `/struktur/${branch}`))).toEqual([]);
    expect(change("home.json", (home) => (home.featuredPrograms[0].href = "/aturan"))).toEqual([]);
  });

  it("names the field of the entry being saved, for the admin to mark it", () => {
    expect(change("events/mapper-uji.json", (event) => (event.report = "tidak-ada"))).toEqual([
      { label: expect.any(String), message: 'berita "tidak-ada" tidak ada di koleksi Berita' },
    ]);
  });

  it("does not hold a save back for a problem elsewhere that was there before", () => {
    const broken = new Map(files);
    const event = json("events/mapper-uji.json");
    event.image = "tidak-ada";
    broken.set("events/mapper-uji.json", JSON.stringify(event));
    expect(change("events/bakti-sosial-uji.json", (other) => (other.title = "Bakti Sosial Uji Baru"), broken)).toEqual(
      [],
    );
  });
});

describe("the admin refuses to remove an upload that an entry still uses", () => {
  // The uploads as the media library lists them, and one no entry uses.
  const media = new Set([
    ...readdirSync(join(FIXTURE.contentDir, "photos")).map((name) => `photos/${name}`),
    ...readdirSync(join(FIXTURE.contentDir, "documents"))
      .filter((name) => name.endsWith(".pdf"))
      .map((name) => `documents/${name}`),
    "photos/tidak-terpakai.jpg",
  ]);

  it("removes a photo no entry shows", () => {
    expect(problemsOfRemoving(files, media, "photos/tidak-terpakai.jpg")).toEqual([]);
  });

  it("keeps a photo an event shows as its own upload, saying where", () => {
    expect(messages(problemsOfRemoving(files, media, "photos/senja.jpg"))).toMatch(
      /^masih dipakai di .*Kegiatan "Natal Uji" › Galeri, entri ke-1, kolom "Foto"; ganti atau hapus fotonya di sana dulu, lalu hapus lagi$/,
    );
  });

  it("keeps the file of a registered photo", () => {
    expect(messages(problemsOfRemoving(files, media, "photos/kabut.jpg"))).toMatch(
      /^masih dipakai di Foto › .*; ganti atau hapus fotonya di sana dulu/,
    );
  });

  it("keeps a document's PDF", () => {
    expect(messages(problemsOfRemoving(files, media, "documents/ad-art-uji.pdf"))).toMatch(
      /^masih dipakai di Dokumen .*; ganti atau hapus berkasnya di sana dulu, lalu hapus lagi$/,
    );
  });
});
