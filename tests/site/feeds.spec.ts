import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import {
  CALENDAR_RECENT_DAYS,
  calendarSince,
  FEED_ENTRIES,
  LATEST_ARTICLES,
} from "../../app/lib/page-data/archive.server";
import { ARTICLE, EVENT, samplesOf } from "../../app/content/samples";
import { realSite } from "../support/site";

const site = realSite();
const { siteOrigin, basePath, content } = site;
const host = new URL(siteOrigin).host;

test.describe("the calendar to subscribe to", () => {
  const feedPath = "/kalender/gmki-wamena.ics";

  test(`holds the upcoming events and those of the last ${CALENDAR_RECENT_DAYS} days, in Wamena's time zone, each under its lasting UID`, async ({
    request,
  }) => {
    const response = await request.get(feedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`Kegiatan ${content.site.name}`);
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("P1D");
    const zone = calendar.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe("Asia/Jayapura");
    ICAL.TimezoneService.register(zone);

    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    // The UID is the slug at the site's host: the same in every build, whatever the day.
    const since = calendarSince(site.buildDay);
    expect(events.map((event) => event.uid).sort()).toEqual(
      content.events
        .filter((event) => event.date >= since)
        .map((event) => `${event.slug}@${host}`)
        .sort(),
    );
    // While the site is a preview, each event is tentative and says so first, its title marked while
    // the events are samples (app/content/samples.ts; both states: tests/fixtures/preview-channels.spec.ts).
    const samples = samplesOf(content);
    const preview = samples.copyNote([{ place: EVENT, what: "kegiatan ini" }]);
    for (const event of events) {
      const source = content.events.find((candidate) => `${candidate.slug}@${host}` === event.uid)!;
      expect(event.summary).toBe(samples.title(source.title, EVENT));
      // A calendar app's link leads to the event's own page.
      expect(event.component.getFirstPropertyValue("url"), event.uid).toBe(
        `${siteOrigin}${basePath}kegiatan/${source.slug}/`,
      );
      expect(event.component.getFirstPropertyValue("status"), event.uid).toBe(preview ? "TENTATIVE" : "CONFIRMED");
      expect(event.description, event.uid).toBe(preview ? `${preview}\n\n${source.description}` : source.description);
      expect(event.startDate.zone?.tzid, event.uid).toBe("Asia/Jayapura");
      expect(event.startDate.toString(), event.uid).toBe(`${source.date}T${source.startTime.replace(".", ":")}:00`);
    }
  });

  test("/kegiatan offers it behind one disclosure: a webcal link, the address to copy, and how to subscribe on Android and iPhone", async ({
    page,
  }) => {
    await page.goto("/kegiatan");
    const section = page.getByRole("region", { name: "Langganan kalender" });
    // Folded until asked for.
    await expect(section.getByRole("link", { name: "Berlangganan di Kalender" })).toBeHidden();
    await section.locator("summary").click();
    await expect(section.getByRole("link", { name: "Berlangganan di Kalender" })).toHaveAttribute(
      "href",
      `webcal://${host}${basePath}kalender/gmki-wamena.ics`,
    );
    await expect(section.getByText(`${siteOrigin}${basePath}kalender/gmki-wamena.ics`, { exact: true })).toBeVisible();
    await expect(section.getByRole("heading", { name: /Android/ })).toBeVisible();
    await expect(section.getByRole("heading", { name: "iPhone" })).toBeVisible();
    await expect(section).toContainText("Dari URL");
  });
});

test.describe("the news feed", () => {
  test(`is Atom with the newest ${FEED_ENTRIES} articles, newest first, at absolute addresses of this site`, async ({
    request,
  }) => {
    const response = await request.get("/berita/feed.xml");
    expect(response.status()).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe(`Berita ${content.site.name}`);
    expect(feed.self).toBe(`${siteOrigin}${basePath}berita/feed.xml`);
    expect(feed.url).toBe(`${siteOrigin}${basePath}berita/`);
    expect(feed.updated).toBeInstanceOf(Date);
    // While the site is a preview, the feed says so in its subtitle and in each entry.
    const samples = samplesOf(content);
    const preview = samples.copyNote();
    const entryPreview = samples.copyNote([{ place: ARTICLE, what: "berita ini" }]);
    if (preview) expect(feed.description?.startsWith(`${preview} `), feed.description ?? "").toBe(true);
    else expect(feed.description).not.toMatch(/Pratinjau|contoh/);

    const newest = content.news.toSorted((a, b) => b.date.localeCompare(a.date)).slice(0, FEED_ENTRIES);
    expect(feed.items.map((item) => item.title)).toEqual(newest.map((item) => item.title));
    for (const [index, item] of feed.items.entries()) {
      const source = newest[index]!;
      // An article with a body has a page of its own; one without is on /berita while
      // among the newest, then on its archive year. Its id stays what it always was.
      const page = (source.body?.length ?? 0) > 0;
      const where = index < LATEST_ARTICLES ? "" : `arsip/${source.date.slice(0, 4)}/`;
      expect(item.url).toBe(`${siteOrigin}${basePath}berita/${page ? `${source.slug}/` : `${where}#${source.slug}`}`);
      expect(item.id).toBe(`${siteOrigin}${basePath}berita/#${source.slug}`);
      expect(item.description).toBe(entryPreview ? `${entryPreview} ${source.excerpt}` : source.excerpt);
      if (page && entryPreview) expect(item.content).toContain(entryPreview);
      // Written once, on its day.
      expect(item.published?.toISOString()).toBe(new Date(`${source.date}T00:00:00+09:00`).toISOString());
      // The whole article, for reading in the feed reader.
      if (page) expect(item.content?.length ?? 0, source.slug).toBeGreaterThan(source.excerpt.length);
      expect(item.authors.map((author) => author.name)).toEqual([source.author]);
      expect(item.updated?.toISOString()).toBe(new Date(`${source.date}T00:00:00+09:00`).toISOString());
    }
  });

  test("every page's head names it, and /berita links to it", async ({ page, request }) => {
    for (const path of site.pages) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toContain(
        `<link rel="alternate" type="application/atom+xml" title="Berita ${content.site.name}" href="${siteOrigin}${basePath}berita/feed.xml"/>`,
      );
    }
    await page.goto("/berita");
    const link = page.getByRole("link", { name: "Langganan berita" });
    await expect(link).toHaveAttribute("href", `${basePath}berita/feed.xml`);
    expect((await request.get((await link.getAttribute("href"))!)).status()).toBe(200);
  });
});
