// Every copy that leaves the site says it is a preview while the launch list
// has an open row, and none of it remains once every row is confirmed: the
// news feed (read by @rowanmanning/feed-parser) and the calendar files
// (ical.js), built from the fixture's content with its rows open, then
// closed. The poster and share text: tests/fixtures/event-page.spec.ts.
import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadContent } from "~/content/load";
import type { SiteContent } from "~/content/schema";
import { FIXTURE } from "../../../tests/support/fixture-site.mjs";

const fixture = loadContent(FIXTURE.contentDir);
let content: SiteContent = fixture;
vi.mock("~/content/content.server", () => ({ siteContent: () => content }));
// The photos' responsive copies are the build's (vite-imagetools); an article's photo here is a stand-in.
vi.mock("~/lib/media/photos.server", () => ({
  photoData: (id: string, alt: string) => ({
    alt,
    sources: {},
    img: { src: `/${id}.jpg`, w: 4, h: 3 },
    placeholder: "",
  }),
}));

const { loader: newsFeed } = await import("./news-feed");
const { loader: calendar } = await import("./calendar");

const upcoming = fixture.events.find((event) => event.slug === "bakti-sosial-uji")!;

async function copies() {
  const feed = parseFeed(await newsFeed().text());
  const ics = await calendar({ params: { file: `${upcoming.slug}.ics` } } as never).text();
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
  return { feed, vevent };
}

describe("the copies that leave the site", () => {
  beforeEach(() => {
    content = fixture;
  });

  it("while rows are open, say 'Pratinjau' where they are read", async () => {
    expect(fixture.toConfirm.some((item) => !item.confirmed)).toBe(true);
    const { feed, vevent } = await copies();
    expect(feed.description).toMatch(
      /^Pratinjau: sebagian isi situs .* masih contoh sampai dipastikan pengurus cabang\. /,
    );
    for (const item of feed.items) expect(item.description).toMatch(/^Pratinjau: /);
    expect(vevent.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(vevent.getFirstPropertyValue("description")).toMatch(/^Pratinjau: /);
  });

  it("once every row is confirmed, none of it remains", async () => {
    content = { ...fixture, toConfirm: fixture.toConfirm.map((item) => ({ ...item, confirmed: true })) };
    const { feed, vevent } = await copies();
    expect(feed.description).toBe("Kabar dari kegiatan, pelayanan, dan kehidupan organisasi.");
    for (const item of feed.items) expect(`${item.description} ${item.content}`).not.toMatch(/Pratinjau|contoh/);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstPropertyValue("description")).toBe(upcoming.description);
  });
});
