import { expect, test, type APIRequestContext } from "@playwright/test";
import { formatDate } from "../../app/lib/dates/format";
import { leadersOf } from "../../app/lib/page-data/board.server";
import { samplesOf } from "../../app/content/samples";
import { branchFigures } from "../../app/lib/page-data/figures.server";
import { timelineEntries } from "../../app/lib/page-data/timeline.server";
import { collectErrors, realSite, textOf, waitForPage } from "../support/site";

const site = realSite();
const { content } = site;
/** The one set of figures home and /tentang show, as of the build day. */
const figures = branchFigures(content, site.buildDay, samplesOf(content));

/** The page's text as prerendered: what a visitor gets before JavaScript. */
async function prerenderedText(request: APIRequestContext, path: string): Promise<string> {
  return textOf(await (await request.get(path)).text());
}

test.describe("the content is in the prerendered HTML", () => {
  test("home: hero, every figure, the featured programmes and the call to join", async ({ request }) => {
    const text = await prerenderedText(request, "/");
    const { hero, featuredPrograms, joinCall } = content.home;
    for (const phrase of [
      hero.tagline,
      hero.text,
      joinCall.title,
      ...featuredPrograms.map((program) => program.title),
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    for (const stat of figures.figures) expect(text).toContain(`${stat.label} ${stat.value}`);
    expect(text).toContain(figures.note);
  });

  test("about: profile, Tri Panji, fields of service, vision, mission, founding and figures", async ({ request }) => {
    const text = await prerenderedText(request, "/tentang");
    const { about, site: identity } = content;
    for (const phrase of [
      ...about.intro,
      ...about.triPanji.map((panji) => panji.title),
      ...about.fieldsOfService.map((field) => field.title),
      about.vision,
      ...about.mission,
      identity.motto,
      `Tahun ${identity.foundedBranch}`,
      formatDate(identity.foundedNational),
      // The same figures as home's.
      ...figures.figures.map((stat) => `${stat.label} ${stat.value}`),
      figures.note,
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  test("boards: both periods, and chair, secretary and treasurer of each", async ({ request }) => {
    for (const [path, board] of [
      ["/tentang-bpc", content.board.current],
      ["/tentang-demisioner", content.board.outgoing],
    ] as const) {
      const text = await prerenderedText(request, path);
      expect(text, path).toContain(board.period);
      for (const person of leadersOf(board)) expect(text, path).toContain(`${person.name} ${person.position}`);
    }
  });

  test("board structure: every field as a heading, every filled seat by name", async ({ page }) => {
    await page.goto("/struktur/bpc");
    for (const field of content.board.current.fields) {
      await expect(page.getByRole("heading", { level: 3, name: field.title, exact: true })).toBeVisible();
      for (const member of field.members.filter((seat) => seat.name.trim())) {
        await expect(page.getByRole("main")).toContainText(member.name);
      }
    }
  });

  test("history: the branch's years first, then the movement's roots, each in order, as ordered lists", async ({
    page,
  }) => {
    await page.goto("/sejarah-gmki-wamena");
    const founded = content.site.foundedBranch;
    // The foundings' years come from site.json.
    const timeline = timelineEntries(content.site, content.timeline);
    const parts = [
      { name: "Cabang Wamena", entries: timeline.filter((entry) => entry.year >= founded) },
      { name: "Akar gerakan", entries: timeline.filter((entry) => entry.year < founded) },
    ];
    for (const { name, entries } of parts) {
      const items = page.getByRole("region", { name }).locator("ol > li");
      await expect(items).toHaveCount(entries.length);
      for (const [index, entry] of entries.entries()) {
        await expect(items.nth(index)).toContainText(String(entry.year));
        await expect(items.nth(index)).toContainText(entry.title);
      }
    }
    // The branch comes first on the page.
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.indexOf("Cabang Wamena")).toBeLessThan(headings.indexOf("Akar gerakan"));
  });

  test("structure: when and where each komisariat meets, on a phone's first screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/struktur");
    const meetings = page.getByRole("region", { name: "Kapan komisariat bertemu" });
    for (const branch of content.branches) {
      const item = meetings.getByRole("listitem").filter({ has: page.getByRole("link", { name: branch.name }) });
      await expect(item).toContainText(branch.meeting.schedule);
      await expect(item).toContainText(branch.meeting.place);
    }
    const first = meetings.getByText(content.branches[0]!.meeting.schedule);
    expect((await first.boundingBox())!.y + (await first.boundingBox())!.height).toBeLessThanOrEqual(740);
  });

  test("structure: links to the board and every komisariat", async ({ page }) => {
    await page.goto("/struktur");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Badan Pengurus Cabang" })).toHaveAttribute("href", "/struktur/bpc");
    for (const branch of content.branches) {
      // Linked from its meeting times and from its box in the chart.
      for (const link of await main.getByRole("link", { name: branch.name, exact: true }).all()) {
        await expect(link).toHaveAttribute("href", `/struktur/${branch.slug}`);
      }
      await expect(main.getByRole("link", { name: branch.name, exact: true })).toHaveCount(2);
    }
  });

  test("each komisariat: its caretakers and the colleges it covers, as a list", async ({ page }) => {
    for (const branch of content.branches) {
      await page.goto(`/struktur/${branch.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(branch.name);
      for (const name of [branch.caretakerChair, branch.caretakerSecretary, branch.coordinator]) {
        await expect(page.getByRole("main")).toContainText(name);
      }
      const colleges = page.getByRole("list").filter({ hasText: branch.colleges[0] });
      await expect(colleges.getByRole("listitem")).toHaveText(branch.colleges);
    }
  });
});

test.describe("home carousel in Chromium", () => {
  const { home, photos } = content;
  const first = photos.find((photo) => photo.id === home.heroPhotos[0])!;

  test("loads one hero photo, turns every 5 s, and pauses with Jeda", async ({ page }) => {
    const heroRequests: string[] = [];
    page.on("request", (request) => {
      if (
        request.resourceType() === "image" &&
        /\.(avif|webp|jpe?g|svg)$/.test(request.url()) &&
        !/motif-|favicon/.test(request.url())
      ) {
        heroRequests.push(request.url());
      }
    });
    const errors = collectErrors(page);
    // The clock stands still until the test moves it: the carousel starts as
    // the page is parsed, and a slow load must not count as its time.
    const start = new Date("2026-01-05T08:00:00+09:00");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/");
    await waitForPage(page);
    const carousel = page.getByRole("region", { name: home.hero.photosLabel });
    const shown = carousel.locator('[aria-roledescription="gambar"][aria-hidden="false"]');
    await expect(shown).toHaveAttribute("aria-label", "1 dari 7");
    await expect(carousel.getByRole("button", { name: "Jeda" })).toBeVisible();
    // Only the first photo is fetched with the page.
    expect(heroRequests).toHaveLength(1);
    // A photo's AVIF, or a drawing as it is.
    const name = first.file.replace(/\.(jpe?g|png|svg)$/i, "");
    expect(heroRequests[0]).toMatch(new RegExp(`/${name}-[\\w-]+\\.${first.file.endsWith(".svg") ? "svg" : "avif"}$`));

    await page.mouse.move(5, 5); // outside the carousel
    await page.clock.fastForward(5_000);
    await expect(shown).toHaveAttribute("aria-label", "2 dari 7");

    await carousel.getByRole("button", { name: "Jeda" }).click();
    await page.mouse.move(5, 5);
    await page.clock.fastForward(6_000);
    await expect(shown).toHaveAttribute("aria-label", "2 dari 7");
    await expect(carousel.getByRole("button", { name: "Putar" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("does not turn under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await waitForPage(page);
    const carousel = page.getByRole("region", { name: home.hero.photosLabel });
    await expect(carousel.getByRole("button", { name: "Putar" })).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(carousel.locator('[aria-roledescription="gambar"][aria-hidden="false"]')).toHaveAttribute(
      "aria-label",
      "1 dari 7",
    );
  });

  test("the first photo is preloaded with high priority", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // A photo's AVIF, or a drawing as it is (one file at every size).
    const drawing = first.file.endsWith(".svg");
    expect(html).toMatch(
      drawing
        ? /<link rel="preload" as="image" href="[^"]+\.svg"[^>]*fetchPriority="high"/
        : /<link rel="preload" as="image" type="image\/avif"[^>]*fetchPriority="high"/,
    );
    expect(html.match(/<picture>/g)).toHaveLength(1);
  });
});
