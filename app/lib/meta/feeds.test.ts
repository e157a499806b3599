// @vitest-environment jsdom
import { Feed } from "feed";
import { describe, expect, it } from "vitest";
import { textAsHtml } from "./feeds";

describe("textAsHtml", () => {
  it("lets a feed reader show a title with < and & as written, not as markup", () => {
    const title = "Rapat <b>penting</b> & doa: 1 < 2 && 3 > 2";
    const feed = new Feed({
      id: "https://x.id/",
      title: "Berita",
      copyright: "x",
      generator: false,
      updated: new Date(0),
    });
    feed.addItem({ id: "https://x.id/a", link: "https://x.id/a", title: textAsHtml(title), date: new Date(0) });
    const xml = new DOMParser().parseFromString(feed.atom1(), "application/xml");
    const element = xml.querySelector("entry > title")!;
    expect(element.getAttribute("type")).toBe("html");
    // What a reader does with type="html": parse it as HTML and show its text.
    const shown = new DOMParser().parseFromString(element.textContent ?? "", "text/html").body.textContent;
    expect(shown).toBe(title);
  });
});
