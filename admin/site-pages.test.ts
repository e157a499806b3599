import { describe, expect, it } from "vitest";
import { collections, previewNames } from "~/content/cms";
import { pageNames } from "~/lib/pages/names";
import { pageOf, withSitePages } from "./site-pages";

describe("“Lihat di situs”: the page of each entry", () => {
  it("knows a page for every folder and every file the admin edits", () => {
    const unknown = collections.flatMap((collection) =>
      collection.files
        ? collection.files.filter((file) => pageOf(collection.name, file.name) === undefined).map((file) => file.name)
        : pageOf(collection.name) === undefined
          ? [collection.name]
          : [],
    );
    expect(unknown).toEqual([]);
  });

  it("an event's and an article's own page, by the entry's file name", () => {
    const settings = withSitePages(collections);
    const named = (name: string) => settings.find((collection) => collection.name === name);
    expect(named(previewNames.events)?.preview_path).toBe("kegiatan/{{slug}}");
    expect(named(previewNames.news)?.preview_path).toBe("berita/{{slug}}");
    expect(named(previewNames.documents)?.preview_path).toBe("aturan#dokumen");
  });

  it("a file's page is one of the site's pages, given without the leading slash", () => {
    const pages = new Set(Object.keys(pageNames));
    for (const collection of withSitePages(collections)) {
      for (const file of collection.files ?? []) {
        expect(pages, `${collection.name}/${file.name}`).toContain(`/${file.preview_path}`);
      }
    }
    const board = withSitePages(collections)
      .flatMap((collection) => collection.files ?? [])
      .find((file) => file.name === previewNames.board);
    expect(board?.preview_path).toBe("tentang-bpc");
  });
});
