import { expect, type Page } from "@playwright/test";
import { FOREIGN_TERM } from "../../app/lib/text/foreign-words";
import { formatDate } from "../../app/lib/dates/format";
import { wordingSlips } from "../../app/lib/text/wording";
import { realSite } from "./site";

// The words a visitor reads on a page, checked where the page is loaded for its
// other checks (pages.spec.ts, one page of each kind; wording.spec.ts): EYD V and
// GMKI's usage. The content's own texts are held to the same slips by app/content/schema.ts.

const site = realSite();

/** Everything on the page a visitor reads or hears: text, labels, alt texts, titles, the <head>'s words. */
async function wordsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words = [document.title];
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"][content]')) {
      const content = meta.getAttribute("content") ?? "";
      if (!/^https?:/.test(content)) words.push(content);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest("script, style, noscript")) words.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll(
      "[aria-label], [aria-roledescription], [alt], [title], [placeholder]",
    )) {
      for (const name of ["aria-label", "aria-roledescription", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) words.push(value);
      }
    }
    return words.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  });
}

/** Foreign words set in roman type on what a visitor sees (the poster's and screen readers' words are left to their own tests). */
function plainForeignWords(page: Page) {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, "gi");
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, .sr-only") || !parent.checkVisibility()) continue;
      const set =
        getComputedStyle(parent).fontStyle === "italic" && parent.closest("[lang]")?.getAttribute("lang") !== "id";
      if (set) continue;
      for (const [term] of (node.textContent ?? "").matchAll(pattern))
        found.push(`${term} in "${parent.textContent?.trim().slice(0, 80)}"`);
    }
    return found;
  }, FOREIGN_TERM.source);
}

/** The main menu's entries on the open page: each page's path and label. */
export async function menuEntries(page: Page) {
  const links = await page
    .getByRole("navigation", { name: "Menu utama" })
    .locator("a[href]")
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        path: new URL((anchor as HTMLAnchorElement).href).pathname,
        label: anchor.textContent!.trim(),
      })),
    );
  const base = site.basePath.replace(/\/$/, "");
  return links.map(({ path, label }) => ({ path: path.slice(base.length).replace(/(.)\/$/, "$1") || "/", label }));
}

/**
 * The wording of the open page at `path`: no Rp with a space, no lowercase
 * "lembah Baliem", no English of the deny-list, no other day for GMKI's
 * founding; foreign words in italics, in their language; a menu page's
 * entry, <h1> and <title> say the same name.
 */
export async function checkWording(page: Page, path: string): Promise<void> {
  const words = await wordsOf(page);
  const slips = words.flatMap((text) =>
    wordingSlips(text).map((slip) => `${slip.found} in "${text.slice(0, 80)}": ${slip.fix}`),
  );
  expect(slips).toEqual([]);
  // Any day of GMKI's founding year the page states is the one in site.json (docs/decisions/0009).
  const founded = site.content.site.foundedNational;
  const days = new RegExp(`\\b\\d{1,2} \\p{L}+ ${founded.slice(0, 4)}\\b`, "gu");
  const other = words.flatMap((text) => [...text.matchAll(days)].map(([day]) => day));
  expect(other.filter((day) => day !== formatDate(founded))).toEqual([]);
  if (!site.pages.includes(path)) return;

  // What a visitor sees on the screen (EYD V sets them in italics), after
  // the page's script has run where it has one: caretaker, Dies Natalis and the motto.
  expect(await plainForeignWords(page)).toEqual([]);

  if (!site.menuPages.includes(path)) return;
  const entry = (await menuEntries(page)).find((candidate) => candidate.path === path);
  expect(entry, "the page's menu entry").toBeDefined();
  await expect(page).toHaveTitle(`${entry!.label} | ${site.content.site.name}`);
  // The home page's heading is the branch's own name.
  const heading = path === "/" ? site.content.site.name : entry!.label;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}
