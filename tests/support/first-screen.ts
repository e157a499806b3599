import type { Page } from "@playwright/test";

/** A phone's width and a wide screen's, as the site is looked at. */
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/**
 * Each element of the first screen (everything above the stylesheet's link
 * in <body>, scripts/build/critical-css.mjs): its box and computed style,
 * kept in the page as the width's first state; from the second call on,
 * what changed since, one line an element.
 */
function firstScreenSince(width: number): string[] {
  const link = document.querySelector('body link[rel="stylesheet"]');
  if (!link) return ["no stylesheet link in <body>"];
  const above = (element: Element) =>
    (link.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0 && !element.contains(link);
  const now = [...document.body.querySelectorAll("*")].filter(above).map((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // Custom properties are left out: one nothing reads shows nowhere (the first screen's CSS has only those it reads).
    const names = Array.from(style).filter((name) => !name.startsWith("--"));
    return new Map([
      ["box", [box.x, box.y, box.width, box.height].map(Math.round).join(" ")],
      ...names.map((name): [string, string] => [name, style.getPropertyValue(name)]),
    ]);
  });
  const kept = window as unknown as { firstScreen?: Record<number, Map<string, string>[]> };
  kept.firstScreen ??= {};
  const then = kept.firstScreen[width];
  if (!then) {
    kept.firstScreen[width] = now;
    return [];
  }
  const elements = [...document.body.querySelectorAll("*")].filter(above);
  const changes = then.length === now.length ? [] : [`${then.length} elements, then ${now.length}`];
  for (const [index, values] of now.entries()) {
    const was = then[index];
    const changed = [...values].filter(([name, value]) => was?.get(name) !== value);
    const element = elements[index];
    if (changed.length > 0)
      changes.push(
        `<${element?.localName} class="${element?.getAttribute("class") ?? ""}">: ${changed.map(([name, value]) => `${name} ${was?.get(name)} → ${value}`).join("; ")}`,
      );
  }
  return changes;
}

/**
 * A page's first screen as a browser paints it before the stylesheet has
 * arrived (held back here), against the same screen once it is there, at a
 * phone's width and a wide screen's: every element above the stylesheet's
 * link must have the same box and the same computed style, or the page
 * would flash or shift as it loads. Returns what differs, one line an
 * element; the page is then loaded whole, at its own width again.
 */
export async function firstScreenChanges(page: Page, path: string): Promise<string[]> {
  const own = page.viewportSize();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const stylesheets = /\/assets\/[^/]+\.css$/;
  await page.route(stylesheets, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  // The browser reads no further than the stylesheet's link until it has the stylesheet.
  await page.locator('body link[rel="stylesheet"]').waitFor({ state: "attached" });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(firstScreenSince, size.width);
  }
  release();
  await page.waitForLoadState("load");
  await page.unroute(stylesheets);
  const changes = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    changes.push(
      ...(await page.evaluate(firstScreenSince, size.width)).map((change) => `at ${size.width} px, ${change}`),
    );
  }
  if (own) await page.setViewportSize(own);
  return changes;
}
