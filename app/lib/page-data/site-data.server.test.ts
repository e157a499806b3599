import { describe, expect, it } from "vitest";
import { searchScope } from "./site-data.server";

describe("what the search box says it finds", () => {
  it("names documents only once there are some, in one wording for every box", () => {
    expect(searchScope(0)).toEqual({
      label: "Cari berita, kegiatan, atau aturan",
      kinds: "berita, kegiatan, aturan, dan halaman komisariat",
    });
    expect(searchScope(2)).toEqual({
      label: "Cari berita, kegiatan, aturan, atau dokumen",
      kinds: "berita, kegiatan, aturan, dokumen, dan halaman komisariat",
    });
  });
});
