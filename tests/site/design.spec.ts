import { expect, test, type Page } from "@playwright/test";
import { internationalNumber, isMobile } from "../../app/lib/contact/links";
import { fieldHeads, leadersOf } from "../../app/lib/page-data/board.server";
import { samplesOf } from "../../app/content/samples";
import { expectNoViolations } from "../support/axe";
import { realSite, waitForPage } from "../support/site";

const site = realSite();
const { content } = site;
/** The line every page shows while sample facts are unconfirmed; null once none is (docs/decisions/0009). */
const preview = samplesOf(content).line;

/** The lines the preview line takes on the page as laid out now; 0 when it is not there. */
async function previewLines(page: Page): Promise<number> {
  const line = page.getByRole("complementary", { name: "Pratinjau" });
  if (preview === null) {
    await expect(line).toHaveCount(0);
    return 0;
  }
  await expect(line).toHaveText(`${preview.text} ${preview.link}`);
  // It leads to the whole list of what is still a sample.
  await expect(line.getByRole("link", { name: preview.link })).toHaveAttribute("href", preview.href);
  return line.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
      .size;
  });
}

// The rules every page keeps, checked on one load of each page at 1280 px.
/** Panels over 200 px tall with nothing in them (no words, no picture) on the open page. */
function emptyPanels(page: Page) {
  return page.locator("main *").evaluateAll((elements) =>
    elements
      .filter(
        (element) =>
          element.getBoundingClientRect().height > 200 &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          // Photos, frames and the decorations laid over or behind them are not panels.
          !element.matches("img, picture, iframe, video, svg, svg *") &&
          !["absolute", "fixed"].includes(getComputedStyle(element).position) &&
          !(element as HTMLElement).innerText?.trim() &&
          !element.querySelector("img, iframe, video, canvas"),
      )
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

// One page of each kind, on one load on a phone and then at a wide screen's
// width: pages of a kind share their code, and the last step shows that no
// content, however long its words, widens a page of the kind at 320 px.
test.describe("every kind of page on a phone, then at 1280 px", () => {
  test.use({ viewport: { width: 320, height: 740 } });

  for (const path of site.pageOfEachKind) {
    test(`${path}: on a phone and at 1280 px, the preview line, one button system and one outline, breadcrumbs, no photo twice, no empty panel, labels on one line, nothing wider than the screen, targets of 44 px; axe at both`, async ({
      page,
    }) => {
      // Loaded on a phone: a header's drawing takes the view for the width it was loaded at.
      await page.goto(path);
      await waitForPage(page);
      await test.step("on a phone", async () => {
        // A button's own words stay on one line; the inbox's name after "Kirim WhatsApp" is the
        // content's (up to 24 letters) and may take a second (fixtures/accessibility.spec.ts).
        const broken = await page.locator("main a, main button, footer a").evaluateAll(
          (elements, inbox) =>
            elements
              // Drawn as buttons: pill-shaped and visible.
              .filter(
                (element) => element.checkVisibility() && parseFloat(getComputedStyle(element).borderRadius) > 100,
              )
              .flatMap((element) => {
                const tops = new Set<number>();
                const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  // Screen-reader-only words sit in a 1 px box; they are not seen.
                  if (node.parentElement!.getBoundingClientRect().width <= 1 || node.textContent!.trim() === inbox)
                    continue;
                  const range = document.createRange();
                  range.selectNodeContents(node);
                  for (const rect of range.getClientRects()) {
                    if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top / 6));
                  }
                }
                const box = element.getBoundingClientRect();
                const label = element.textContent!.trim().replace(/\s+/g, " ");
                return tops.size > 1 || box.right > 320
                  ? [`${label} (${tops.size} lines, right edge ${box.right})`]
                  : [];
              }),
          content.contact.inbox.label,
        );
        expect(broken).toEqual([]);

        // On the same load, at a common phone's width: no empty panel over 200 px tall either.
        await page.setViewportSize({ width: 360, height: 740 });
        expect(await emptyPanels(page)).toEqual([]);
        // The header's drawing in its phone view (its subject whole), as wide as the screen, under the words.
        const art = page.locator("[data-page-header] img.header-art");
        if ((await art.count()) > 0) {
          await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/#telepon$/);
          const drawing = (await art.boundingBox())!;
          expect(Math.round(drawing.width)).toBe(360);
          const words = await page
            .locator("[data-page-header-text] > *")
            .evaluateAll((elements) => Math.max(...elements.map((element) => element.getBoundingClientRect().bottom)));
          // Its top fades in over 1rem, where the words may end.
          expect(words).toBeLessThanOrEqual(drawing.y + 16);
        }
        const lines = await previewLines(page);
        if (preview !== null) expect(lines).toBeGreaterThanOrEqual(1);
        expect(lines).toBeLessThanOrEqual(2);
        // Those shown (the mobile menu's, in a closed popover, are not), measured at once.
        const small = await page.locator('a[href^="tel:"], a[href^="https://wa.me/"]').evaluateAll((links) =>
          links
            .filter((link) => link.checkVisibility())
            .map((link) => ({ text: link.textContent!.trim(), box: link.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 44 || box.height < 44)
            .map(({ text, box }) => `${text}: ${Math.round(box.width)} × ${Math.round(box.height)} px`),
        );
        expect(small).toEqual([]);

        // axe on the page at a phone's width, on the same load.
        await page.setViewportSize({ width: 375, height: 740 });
        await waitForPage(page);
        await expectNoViolations(page, `${path} at 375 px`);
      });

      await test.step("at 1280 px", async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await expectNoViolations(page, `${path} at 1280 px`);
        expect(await emptyPanels(page)).toEqual([]);

        await test.step("while a sample fact is unconfirmed, one line says the site is a preview", async () => {
          expect(await previewLines(page)).toBe(preview === null ? 0 : 1);
        });

        await test.step("every WhatsApp contact is the gold button with its icon; sharing is not gold (components/ui/button.tsx)", async () => {
          const links = await page.locator('a[href^="https://wa.me/"]').evaluateAll((anchors) => {
            const probe = document.createElement("span");
            probe.style.backgroundColor = "var(--color-accent-400)";
            document.body.append(probe);
            const gold = getComputedStyle(probe).backgroundColor;
            probe.remove();
            return anchors.map((anchor) => ({
              href: anchor.getAttribute("href")!,
              text: anchor.textContent!.trim(),
              gold: getComputedStyle(anchor).backgroundColor === gold,
              icon: anchor.querySelector("svg") !== null,
            }));
          });
          for (const link of links) {
            const contact = /^\/\d+$/.test(new URL(link.href).pathname);
            expect(link.gold, `${link.text} (${link.href})`).toBe(contact);
            if (contact) expect(link.icon, `${link.text} has the chat icon`).toBe(true);
          }
        });

        await test.step("one outline: every outlined button, link or summary is the secondary look of its ground", async () => {
          const outlines = await page.locator("main a, main button, main summary, footer a").evaluateAll((elements) => {
            const probe = document.createElement("span");
            probe.style.color = "var(--color-brand-900)";
            document.body.append(probe);
            const ink = getComputedStyle(probe).color;
            probe.remove();
            return elements
              .filter((element) => element.checkVisibility())
              .map((element) => ({ element, style: getComputedStyle(element) }))
              .filter(({ style }) => parseFloat(style.borderRadius) > 100 && parseFloat(style.borderTopWidth) > 0)
              .map(({ element, style }) => ({
                text: element.textContent!.trim().replace(/\s+/g, " "),
                look: `${style.borderTopWidth} ${style.borderTopColor}`,
              }))
              .filter(({ look }) => look !== `2px ${ink}` && look !== "2px rgb(255, 255, 255)");
          });
          expect(outlines).toEqual([]);
        });

        await test.step("the header's drawing keeps its subject clear of the words (app/assets/art/README.md: x 1150–1600)", async () => {
          const art = page.locator("[data-page-header] img.header-art");
          if ((await art.count()) === 0) return;
          const [drawing, words] = await Promise.all([
            art.boundingBox(),
            // Where its words end: their lines, not their boxes.
            page.locator("[data-page-header-text]").evaluate((text) => {
              let right = 0;
              const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const line of range.getClientRects()) if (line.width > 1) right = Math.max(right, line.right);
              }
              return right;
            }),
          ]);
          expect(words).toBeLessThanOrEqual(drawing!.x + (drawing!.width * 1140) / 1600);
        });

        if (path !== "/") {
          await test.step("breadcrumbs lead from Beranda to this page's title", async () => {
            const crumbs = page.getByRole("navigation", { name: "Lokasi halaman" });
            await expect(crumbs.getByRole("link").first()).toHaveAttribute("href", "/");
            await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
              (await page.getByRole("heading", { level: 1 }).innerText()).replace(/\s+/g, " "),
            );
          });
        }

        await test.step("no photo shows twice", async () => {
          const sources = await page
            .locator("main picture img")
            .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
          expect(sources.length).toBe(new Set(sources).size);
        });

        await test.step("every e-mail address stays on one line", async () => {
          const split = await page.locator('a[href^="mailto:"]').evaluateAll((links) =>
            links
              .filter((link) => link.checkVisibility())
              .filter((link) => {
                const range = document.createRange();
                range.selectNodeContents(link);
                const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
                return Math.max(...tops) - Math.min(...tops) > 4;
              })
              .map((link) => link.textContent),
          );
          expect(split).toEqual([]);
        });
      });

      // Last, as it changes the page: whatever the content says, an address
      // written out as text, 95 characters without a space, in every text of
      // the page, at 320 px.
      await test.step("a long word", async () => {
        await page.setViewportSize({ width: 320, height: 740 });
        const word = "https://situs-panitia.contoh.id/pendaftaran/mapper-2027/formulir-peserta-mahasiswa-baru-wamena";
        const widened = await page.evaluate((long) => {
          for (const text of document.querySelectorAll(
            "main :is(p, li, dd, td, h1, h2, h3, figcaption, address, blockquote)",
          ))
            text.append(` ${long}`);
          const overflowing = [...document.querySelectorAll("main *")]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .filter((element) => element.checkVisibility() && getComputedStyle(element).position !== "absolute")
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
          return { width: document.documentElement.scrollWidth, overflowing: overflowing.slice(0, 5) };
        }, word);
        expect(widened.width, widened.overflowing.join(", ")).toBeLessThanOrEqual(320);
      });
    });
  }
});

test("every drawing that opens a page is credited on /kredit-foto, with what it shows", async ({ page }) => {
  const drawings = new Set<string>();
  for (const path of site.pageOfEachKind.filter((candidate) => candidate !== "/")) {
    await page.goto(path);
    const motif = page.locator("[data-page-header] img.header-art");
    if ((await motif.count()) > 0) drawings.add((await motif.getAttribute("src"))!);
  }
  expect(drawings.size).toBeGreaterThan(3);
  await page.goto("/kredit-foto");
  // Its pictures are folded until asked for.
  for (const summary of await page.getByRole("main").locator("summary").all()) await summary.click();
  for (const src of drawings) {
    // Its thumbnail is the drawing, whole or in its phone view (#telepon).
    const entry = page.locator(`li:has(> img:is([src="${src}"], [src="${src}#telepon"]))`);
    await expect(entry, src).toHaveCount(1);
    expect((await entry.innerText()).trim().length, `${src}: what it shows`).toBeGreaterThan(10);
  }
});

test.describe("WhatsApp first, on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  // Each says what the message is for: joining, on home; a message, on /kontak.
  for (const [path, name] of [
    ["/", /^Gabung lewat WhatsApp/],
    ["/kontak", /^Kirim WhatsApp/],
  ] as const) {
    test(`${path}: "${name.source.slice(1)}" is on the first screen, full width and at least 48 px tall`, async ({
      page,
    }) => {
      test.skip(!isMobile(content.contact.inbox.number), "the inbox is a landline: no chat to offer");
      await page.goto(path);
      const chat = page.getByRole("main").getByRole("link", { name }).first();
      const box = (await chat.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.width).toBeGreaterThanOrEqual(375 - 2 * 24);
      expect(new URL((await chat.getAttribute("href"))!).pathname).toBe(
        `/${internationalNumber(content.contact.inbox.number).slice(1)}`,
      );
    });
  }

  test("every phone number and WhatsApp link is a target of at least 44 × 44 px", async ({ page }) => {
    await page.goto("/kontak");
    // Those shown (the mobile menu's, in a closed popover, are not), measured at once.
    const targets = await page
      .locator('a[href^="tel:"], a[href^="https://wa.me/"]')
      .evaluateAll((links) =>
        links
          .filter((link) => link.checkVisibility())
          .map((link) => ({ text: link.textContent!.trim(), ...link.getBoundingClientRect().toJSON() })),
      );
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => target.width < 44 || target.height < 44)).toEqual([]);
  });

  test("emergency contacts come before the form", async ({ page }) => {
    await page.goto("/kontak");
    const emergency = (await page.getByRole("heading", { name: "Kontak darurat" }).boundingBox())!;
    const form = (await page.getByRole("heading", { name: "Kirim pesan" }).boundingBox())!;
    expect(emergency.y).toBeLessThan(form.y);
  });
});

test.describe("one way of drawing each thing", () => {
  test("on a phone the trail is one step back to the parent page", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, parent] of [
      ["/kegiatan", "Beranda"],
      ["/struktur/bpc", "Struktur"],
    ] as const) {
      await page.goto(path);
      const crumbs = page.getByRole("navigation", { name: "Lokasi halaman" });
      await expect(crumbs.getByRole("listitem")).toHaveCount(1);
      const back = crumbs.getByRole("link");
      await expect(back).toHaveAccessibleName(parent);
      expect(await back.evaluate((link) => getComputedStyle(link, "::before").content)).toMatch(/^"‹"/);
    }
  });
});

test.describe("the organisation", () => {
  for (const [path, board] of [
    ["/tentang-bpc", content.board.current],
    ["/tentang-demisioner", content.board.outgoing],
  ] as const) {
    test(`${path}: leaders and heads of fields as the same person cards`, async ({ page }) => {
      await page.goto(path);
      const leaders = page.getByRole("region", { name: "Pengurus Harian" }).getByRole("heading", { level: 3 });
      await expect(leaders).toHaveText(leadersOf(board).map((person) => person.name));
      const heads = fieldHeads(board);
      const cards = page.getByRole("region", { name: "Kepala bidang" }).getByRole("listitem");
      await expect(cards).toHaveCount(heads.length);
      for (const [index, head] of heads.entries()) await expect(cards.nth(index)).toContainText(head.position);
    });
  }

  test("/struktur draws the branch as a nested list: conference, board, every komisariat", async ({ page }) => {
    await page.goto("/struktur");
    const chart = page.getByRole("main").locator("ol.org-chart");
    await expect(chart.getByRole("heading", { name: "Konferensi Cabang" })).toBeVisible();
    const board = chart.locator(":scope > li > ol > li");
    await expect(board.getByRole("link", { name: "Badan Pengurus Cabang" })).toHaveAttribute("href", "/struktur/bpc");
    for (const field of content.board.current.fields) {
      await expect(board.getByRole("list", { name: "Bidang" })).toContainText(field.title);
    }
    const branches = board.locator(":scope > ol > li");
    await expect(branches).toHaveCount(content.branches.length);
    for (const [index, branch] of content.branches.entries()) {
      await expect(branches.nth(index).getByRole("link", { name: branch.name, exact: true })).toHaveAttribute(
        "href",
        `/struktur/${branch.slug}`,
      );
    }
  });

  for (const branch of content.branches) {
    test(`/struktur/${branch.slug} says when and where it meets and how to join`, async ({ page }) => {
      await page.goto(`/struktur/${branch.slug}`);
      const join = page.getByRole("region", { name: "Ikut bertemu" });
      await expect(join).toContainText(branch.meeting.schedule);
      await expect(join).toContainText(branch.meeting.place);
      const number = internationalNumber(branch.coordinatorPhone).slice(1);
      const link = isMobile(branch.coordinatorPhone)
        ? join.getByRole("link", { name: /^Kirim WhatsApp/ })
        : join.getByRole("link", { name: branch.coordinatorPhone });
      await expect(link).toHaveAttribute("href", new RegExp(number));
    });
  }
});

test.describe("nothing broken on a narrow phone or a wide screen", () => {
  for (const path of ["/", "/tentang"]) {
    test(`${path}: the figures of a stat row stand on one line`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      for (const list of await page.locator("main dl:has(dd)").all()) {
        const tops = await list
          .locator("dd")
          .evaluateAll((figures) => figures.map((figure) => Math.round(figure.getBoundingClientRect().top)));
        // Figures within a line's height of each other are one row; in a row their first lines stand level,
        // whether or not a label or a long figure below takes two lines.
        for (const top of tops) {
          const row = tops.filter((other) => Math.abs(other - top) < 40);
          expect(Math.max(...row) - Math.min(...row), `${tops}`).toBeLessThanOrEqual(1);
        }
      }
    });
  }
});
