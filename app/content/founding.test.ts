import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FIXTURE } from "../../tests/support/fixture-site.mjs";
import { foundingSlips } from "./founding";
import { readContent } from "./load";

// GMKI was founded on 9 February 1950 (docs/decisions/0009); the spec's
// 23 February, typed into four texts, is how a wrong date spread. The day
// and the branch's year are written once, in site.json.
const site = { foundedNational: "1950-02-09", foundedBranch: 1985 };
const YEAR = "1950";

describe("GMKI's founding day and the branch's year, written once", () => {
  it("a text that writes a day of GMKI's founding year, right or wrong, or the branch's year, is refused", () => {
    const found = (text: string) => foundingSlips(text, site).map((slip) => slip.found);
    expect(found(`GMKI berdiri pada 23 Februari ${YEAR}.`)).toEqual([`23 Februari ${YEAR}`]);
    expect(found(`Lahir 9 februari ${YEAR} di Jakarta`)).toEqual([`9 februari ${YEAR}`]);
    expect(found(`tanggal ${YEAR}-02-23`)).toEqual([`${YEAR}-02-23`]);
    expect(found("Cabang melayani sejak 1985.")).toEqual(["1985"]);
    // Other days, the year alone, and numbers that only contain the years are not foundings.
    expect(found("Dies Natalis ke-77 pada 9 Februari 2027, 40 tahun cabang, periode 2025–2027")).toEqual([]);
    expect(found("Hubungi 0812-4800-1985 atau 0813-4400-1950")).toEqual([]);
    const [slip] = foundingSlips(`berdiri 23 Februari ${YEAR}`, site);
    expect(slip!.message).toContain("Identitas situs › Hari lahir GMKI (9 Februari 1950)");
  });

  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const edit = (dir: string, file: string, change: (data: any) => void) => {
    const path = join(dir, file);
    const data = JSON.parse(readFileSync(path, "utf8"));
    change(data);
    writeFileSync(path, JSON.stringify(data, null, 2));
  };

  it("the content check names where it was written again, and what to do", () => {
    const dir = mkdtempSync(join(tmpdir(), "konten-"));
    copies.push(dir);
    cpSync(FIXTURE.contentDir, dir, { recursive: true });
    edit(dir, "about.json", (about) => (about.intro[1] = `GMKI berdiri pada 23 Februari ${YEAR}.`));
    edit(
      dir,
      "news/b-berita-terbaru.json",
      (item) => (item.excerpt = "Cabang yang berdiri tahun 1985 berulang tahun."),
    );
    edit(dir, "history.json", (history) => (history.timeline[1].year = 1985));
    const problems = readContent(dir).problems.map(
      ({ file, entry, field, message }) => `${file.slice(dir.length + 1)} | ${entry} | ${field} | ${message}`,
    );
    expect(problems).toEqual([
      'history.json | Lini masa, entri "Cabang berdiri" | year | kosongkan: tahun berdirinya diambil dari Identitas situs, jadi cukup ditulis di sana',
    ]);
    // With the timeline right (a year cleared in the admin is written ""), the texts are checked, each named by its place.
    edit(dir, "history.json", (history) => (history.timeline[1].year = ""));
    expect(
      readContent(dir).problems.map(
        ({ file, entry, message }) => `${file.slice(dir.length + 1)} | ${entry} | ${message}`,
      ),
    ).toEqual([
      expect.stringMatching(
        /^about\.json \| Siapa Kami, entri ke-2 \| hari lahir GMKI cukup ditulis di satu tempat, .*Hari lahir GMKI \(9 Februari 1950\).*hapus "23 Februari \d+"/,
      ),
      expect.stringMatching(
        /^news\/b-berita-terbaru\.json \| "Berita Terbaru Uji" \| tahun berdiri cabang cukup ditulis di satu tempat, .*Tahun berdiri cabang.*hapus "1985"/,
      ),
    ]);
  });

  it("the site's code, admin hints, guides and content state no other day for GMKI's founding", () => {
    // Anything the site says, or tells the secretary, besides the content the check above keeps.
    const roots = ["app", "admin", "scripts", "docs", "content", "tests", "README.md"];
    const files = roots.flatMap(function walk(path: string): string[] {
      if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => walk(join(path, name)));
      return /\.(?:tsx?|mjs|json|md|yml)$/.test(path) ? [path] : [];
    });
    const months = "Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember";
    const days = new RegExp(`\\b\\d{1,2} (?:${months}) ${YEAR}\\b|\\b${YEAR}-\\d\\d-\\d\\d\\b`, "gi");
    const right = new Set([`9 februari ${YEAR}`, `${YEAR}-02-09`]);
    const other = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(days)]
        .filter(([found]) => !right.has(found.toLowerCase()))
        .map(([found]) => `${file}: ${found}`),
    );
    expect(other).toEqual([]);
  });
});
