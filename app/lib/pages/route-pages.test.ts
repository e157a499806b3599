import { describe, expect, it } from "vitest";
import { contentDir } from "../../../site.config.mjs";
import { branchSlugs } from "../../content/load";
import routes from "../../routes";
import { sitePages } from "./names";
import { pagePaths } from "./route-pages";

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

describe("the site's pages", () => {
  // The admin checks a link against these (content/change-check.ts).
  it("are the named pages and one for each komisariat", () => {
    expect([...pagePaths(routes)].sort()).toEqual([...sitePages(branchSlugs(contentDir))].sort());
  });
});
