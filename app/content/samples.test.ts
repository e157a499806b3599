import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "./load";
import { ARTICLE, EVENT, placeProblem, previewSummary, samplesOf, toConfirmReminder, type Place } from "./samples";
import type { ToConfirmItem } from "./schema";
import { FIXTURE } from "../../tests/support/fixture-site.mjs";

const site = { name: "GMKI Cabang Wamena" } as Parameters<typeof samplesOf>[0]["site"];
const row = (id: string, covers: string[], confirmed = false): ToConfirmItem => ({
  id,
  what: `Data ${id}`,
  where: "Halaman",
  covers,
  confirmed,
});
const ROWS = [
  row("nomor", ["contact.json#inbox", "contact.json#phones"]),
  row("alamat", ["contact.json#address.street", "contact.json#coordinates"]),
  row("surel", ["contact.json#email", "contact.json#social"]),
  row("kegiatan-berita", ["events", "news"]),
  row("program", ["programs.json"]),
  row("lambang", ["situs#lambang"]),
];
const open = samplesOf({ site, toConfirm: ROWS });
const confirmed = samplesOf({ site, toConfirm: ROWS.map((item) => ({ ...item, confirmed: true })) });
const inbox = { place: "contact.json#inbox", what: "nomor 0812-4800-1985" } as const;
const event = { place: "events", what: "kegiatan ini" } as const;

describe("what is a sample", () => {
  it("is what an open row covers: the place itself, what is inside it, and what holds part of it", () => {
    expect(open.has("contact.json#inbox")).toBe(true);
    expect(open.has("contact.json#inbox.number")).toBe(true);
    expect(open.has("events#contactNumber")).toBe(true);
    // The address holds a sample street; its town does not.
    expect(open.has("contact.json#address")).toBe(true);
    expect(open.has("contact.json#address.locality")).toBe(false);
    expect(open.has("contact.json#officeHours", "rules.json")).toBe(false);
    expect(open.has("rules.json", "situs#lambang")).toBe(true);
  });

  it("an event or an article as such is a sample only when the whole folder is, not for a field of it", () => {
    const authors = samplesOf({ site, toConfirm: [row("pengurus", ["news#author"])] });
    expect(authors.has("news")).toBe(true);
    expect(authors.has(ARTICLE)).toBe(false);
    expect(open.has(ARTICLE, EVENT)).toBe(true);
  });

  it("is nothing once its row is confirmed, and nothing a row does not cover", () => {
    expect(confirmed.preview).toBe(false);
    expect(confirmed.has("contact.json#inbox", "events", "situs#lambang")).toBe(false);
    const one = samplesOf({ site, toConfirm: [row("nomor", ["contact.json#inbox"], true), row("x", ["rules.json"])] });
    expect(one.has("contact.json#inbox")).toBe(false);
    expect(one.preview).toBe(true);
  });

  it("knows the places of the content: a row naming a file, folder or field that is not there is refused", () => {
    for (const place of ["contact.json", "contact.json#address.street", "events#contactNumber", "news#author"])
      expect(placeProblem(place), place).toBeNull();
    expect(placeProblem("branches.json#branches.meeting.schedule")).toBeNull();
    expect(placeProblem("situs#lambang")).toBeNull();
    expect(placeProblem("kontak.json#inbox")).toMatch(/tidak ada berkas atau folder "kontak\.json"/);
    expect(placeProblem("contact.json#inbox.nomor")).toMatch(/tidak punya kolom "inbox\.nomor"/);
    expect(placeProblem("situs#warna")).toMatch(/situs#lambang dan situs#alamat/);
  });

  it("every row of the launch list, the site's and the fixture's, names content that exists", () => {
    for (const dir of ["content", FIXTURE.contentDir]) {
      const { toConfirm } = loadContent(dir);
      for (const item of toConfirm) for (const cover of item.covers) expect(placeProblem(cover), cover).toBeNull();
    }
  });
});

describe("the one wording", () => {
  it("the line on every page: 'sebagian besar' while most of the list is open, 'sebagian' after, none at the end", () => {
    expect(open.line).toEqual({
      text: "Pratinjau: sebagian besar isi masih contoh.",
      href: "/pratinjau",
      link: "Lihat daftarnya",
    });
    const few = samplesOf({ site, toConfirm: ROWS.map((item, index) => ({ ...item, confirmed: index > 1 })) });
    expect(few.line?.text).toBe("Pratinjau: sebagian isi masih contoh.");
    expect(confirmed.line).toBeNull();
  });

  it("the note beside facts names those still samples, and where a message goes, that it may not arrive", () => {
    const subjects = [
      { place: "contact.json#address", what: "alamat" },
      inbox,
      { place: "contact.json#officeHours", what: "jam kantor" },
    ] as const;
    expect(open.note(subjects)).toBe(
      "Alamat dan nomor 0812-4800-1985 ini masih contoh sampai dipastikan pengurus cabang.",
    );
    expect(open.note([inbox], { reach: true })).toBe(
      "Nomor 0812-4800-1985 ini masih contoh sampai dipastikan pengurus cabang, jadi pesan belum tentu sampai.",
    );
    expect(confirmed.note(subjects)).toBeNull();
  });

  it("the note of a copy names what it holds that is a sample, or else that part of the site is", () => {
    expect(open.copyNote([inbox, event])).toBe(
      "Pratinjau: nomor 0812-4800-1985 dan kegiatan ini masih contoh sampai dipastikan pengurus cabang.",
    );
    expect(open.copyNote([{ place: "rules.json", what: "aturan ini" }])).toBe(
      "Pratinjau: sebagian besar isi situs GMKI Cabang Wamena masih contoh sampai dipastikan pengurus cabang.",
    );
    expect(confirmed.copyNote([event])).toBeNull();
  });

  it("a calendar's title, a message written out, the share card's tag", () => {
    expect(open.title("Ibadah Natal", "events")).toBe("[Contoh] Ibadah Natal");
    expect(open.title("Ibadah Natal", "rules.json")).toBe("Ibadah Natal");
    expect(confirmed.title("Ibadah Natal", "events")).toBe("Ibadah Natal");
    const chat = { place: "contact.json#inbox", what: "nomor ini" } as const;
    expect(open.message("Shalom.", [chat])).toBe(
      "Shalom.\n\nPratinjau: nomor ini masih contoh sampai dipastikan pengurus cabang.",
    );
    expect(open.message("Shalom.", [{ place: "rules.json", what: "aturan ini" }])).toBe("Shalom.");
    expect(confirmed.message("Shalom.", [chat])).toBe("Shalom.");
    expect(open.tag).toEqual({ title: "PRATINJAU", text: "Masih contoh" });
    expect(confirmed.tag).toBeNull();
  });

  it("/pratinjau lists every open row in a visitor's words, with its page, or by its own words", () => {
    const rows = [
      { ...row("program", ["programs.json"]), visitor: { what: "Program rutin", page: "/kegiatan#program-rutin" } },
      row("lambang", ["situs#lambang"]),
      row("surel", ["contact.json#email"], true),
    ];
    expect(samplesOf({ site, toConfirm: rows }).list).toEqual([
      { what: "Program rutin", href: "/kegiatan#program-rutin" },
      { what: "Data lambang" },
    ]);
  });
});

describe("the build's reminder and the deploy's note", () => {
  const items = [
    row("pengurus", ["board.json"]),
    { ...row("surel", ["contact.json#email"], true), what: "Alamat surel", where: "Halaman › Kontak" },
  ];

  it("list what is left, and nothing once everything is confirmed", () => {
    const reminder = toConfirmReminder(items)!;
    expect(reminder).toContain("1 data di situs masih contoh");
    expect(reminder).toContain("  - Data pengurus (Halaman)");
    expect(reminder).not.toContain("Alamat surel");
    const summary = previewSummary(items)!;
    expect(summary).toMatch(/^## Situs tayang sebagai pratinjau\n/);
    expect(summary).toContain("mesin pencari tidak memasukkan situs");
    expect(summary).toContain("- Data pengurus (Halaman)");
    expect(toConfirmReminder(items.map((item) => ({ ...item, confirmed: true })))).toBeNull();
    expect(previewSummary(items.map((item) => ({ ...item, confirmed: true })))).toBeNull();
  });

  it("the deploy's step that says so runs on the site's content", () => {
    const run = spawnSync(process.execPath, ["scripts/build/preview-note.mjs"], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^(Situs tayang sebagai pratinjau: \d+ data di situs masih contoh|preview: every sample fact is confirmed)/,
    );
  });
});

describe("the one module", () => {
  const root = resolve(import.meta.dirname, "../..");
  // The content's own plumbing reads the list to build, check and edit it; everything else asks samples.ts.
  const plumbing = new Set([
    "app/content/schema.ts",
    "app/content/check.ts",
    "app/content/samples.ts",
    "app/content/content.server.ts",
    "app/content/cms.ts",
    "app/content/admin-fields.ts",
  ]);

  it("is the only code that reads the launch list: no page, component or file writes its own test of 'preview'", () => {
    const readers = ["app", "scripts"]
      .flatMap((dir) => (readdirSync(join(root, dir), { recursive: true }) as string[]).map((name) => join(dir, name)))
      .filter((path) => /\.(tsx?|mjs)$/.test(path) && !/\.(test|spec)\./.test(path) && !plumbing.has(path))
      .filter((path) => /\btoConfirm\b|\.confirmed\b|to-confirm\.json/.test(readFileSync(join(root, path), "utf8")));
    expect(readers.map((path) => relative(root, join(root, path)))).toEqual([
      // The route table, which has /pratinjau only while a row is open, and reads the list (load.ts, hasSamples)
      // before the content is checked.
      "app/routes.ts",
      "app/content/load.ts",
      // The deploy's note: the same words as the build's reminder, from samples.ts.
      "scripts/build/preview-note.mjs",
    ]);
  });

  it("takes every place a page asks about as one the content has", () => {
    const asked = new Set<string>();
    for (const path of (readdirSync(join(root, "app"), { recursive: true }) as string[]).filter(
      (name) => /\.tsx?$/.test(name) && !/\.test\./.test(name),
    ))
      for (const [, place] of readFileSync(join(root, "app", path), "utf8").matchAll(
        /"((?:[a-z-]+\.json|events|news|documents|situs)#[A-Za-z.]+|events|news)"/g,
      ))
        asked.add(place!);
    expect(asked.size).toBeGreaterThan(10);
    for (const place of asked) expect(placeProblem(place as Place), place).toBeNull();
  });
});
