import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildSeoFiles, pageAddress } from "./seo-files.mjs";

describe("sitemap and robots.txt", () => {
  it("give pages their folder-style address under origin and base", () => {
    const where = { origin: "https://example.org", base: "/gmki-wamena/" };
    expect(pageAddress("index.html", where)).toBe("https://example.org/gmki-wamena/");
    expect(pageAddress("struktur/bpc/index.html", where)).toBe("https://example.org/gmki-wamena/struktur/bpc/");
  });

  it("list every page given, and robots.txt points at the sitemap", async () => {
    const dir = await mkdtemp(join(tmpdir(), "seo-"));
    const count = await buildSeoFiles(dir, ["index.html", "kontak/index.html"], {
      origin: "https://gmkiwamena.org",
      base: "/",
    });
    expect(count).toBe(2);
    const sitemap = await readFile(join(dir, "sitemap.xml"), "utf8");
    expect(sitemap).toContain("<loc>https://gmkiwamena.org/</loc>");
    expect(sitemap).toContain("<loc>https://gmkiwamena.org/kontak/</loc>");
    expect(await readFile(join(dir, "robots.txt"), "utf8")).toContain("Sitemap: https://gmkiwamena.org/sitemap.xml");
  });
});
