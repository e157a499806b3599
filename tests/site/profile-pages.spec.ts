import { expect, test, type APIRequestContext } from "@playwright/test";
import { leadersOf } from "../../app/lib/board.server";
import { collectErrors, realSite, textOf, waitForHydration } from "../support/site";

const site = realSite();
const { content } = site;

/** The page's text as prerendered: what a visitor gets before JavaScript. */
async function prerenderedText(request: APIRequestContext, path: string): Promise<string> {
  return textOf(await (await request.get(path)).text());
}

test.describe("the content is in the prerendered HTML", () => {
  test("home: hero, every figure, the featured programmes and the call to join", async ({ request }) => {
    const text = await prerenderedText(request, "/");
    const { hero, stats, featuredPrograms, joinCall } = content.home;
    for (const phrase of [
      hero.tagline,
      hero.text,
      joinCall.title,
      ...featuredPrograms.map((program) => program.title),
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    for (const stat of stats) expect(text).toContain(`${stat.label} ${stat.value}`);
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
      ...about.stats.map((stat) => `${stat.label} ${stat.value}`),
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

  test("history: the whole timeline, in order, as an ordered list", async ({ page }) => {
    await page.goto("/sejarah-gmki-wamena");
    const entries = page.getByRole("region", { name: "Linimasa sejarah" }).locator("ol > li");
    await expect(entries).toHaveCount(content.timeline.length);
    for (const [index, entry] of content.timeline.entries()) {
      await expect(entries.nth(index)).toContainText(String(entry.year));
      await expect(entries.nth(index)).toContainText(entry.title);
    }
  });

  test("structure: links to the board and every komisariat", async ({ page }) => {
    await page.goto("/struktur");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Badan Pengurus Cabang" })).toHaveAttribute("href", "/struktur/bpc");
    for (const branch of content.branches) {
      await expect(main.getByRole("link", { name: branch.name, exact: true })).toHaveAttribute(
        "href",
        `/struktur/${branch.slug}`,
      );
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
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: home.hero.photosLabel });
    const shown = carousel.locator('[aria-roledescription="foto"][aria-hidden="false"]');
    await expect(shown).toHaveAttribute("aria-label", "1 dari 7");
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
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: home.hero.photosLabel });
    await expect(carousel.getByRole("button", { name: "Putar" })).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(carousel.locator('[aria-roledescription="foto"][aria-hidden="false"]')).toHaveAttribute(
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
