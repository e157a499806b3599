import { describe, expect, it } from "vitest";
import { pagePaths } from "./page-paths";

describe("pagePaths", () => {
  it("lists the pages of a route table: not files, parameters or the catch-all", () => {
    const routes = [
      { index: true },
      { path: "tentang" },
      { path: "struktur/bpc" },
      { path: "struktur", children: [{ path: "satu" }, { index: true }] },
      { path: "sitemap.xml" },
      { path: "kalender/:file" },
      { path: "*" },
    ];
    expect([...pagePaths(routes)].sort()).toEqual(["/", "/struktur", "/struktur/bpc", "/struktur/satu", "/tentang"]);
  });
});
