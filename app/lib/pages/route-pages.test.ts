import { describe, expect, it } from "vitest";
import { contentDir } from "../../../site.config.mjs";
import { branchSlugs, hasSamples } from "../../content/load";
import { PREVIEW_PATH } from "~/content/samples";
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
  it("are the named pages and one for each komisariat, and /pratinjau while a fact is a sample", () => {
    // /pratinjau is not among the pages content may link to: it goes once every fact is confirmed.
    const preview = hasSamples(contentDir) ? [PREVIEW_PATH] : [];
    expect([...pagePaths(routes)].sort()).toEqual([...sitePages(branchSlugs(contentDir)), ...preview].sort());
  });
});
