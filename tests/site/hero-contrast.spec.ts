/**
 * The home page's words stay readable over every slide of its carousel:
 * each line's colour against the picture behind it, measured pixel by pixel
 * on a screenshot with the words hidden, is at least 4.5:1 (WCAG 1.4.3).
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";

type Rgba = [number, number, number, number];

/** Relative luminance of an sRGB colour, 0 to 255 a channel (WCAG 2). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The lowest contrast of `color` (over each pixel, when it is translucent) against a screenshot's pixels. */
async function lowestContrast(png: Buffer, [r, g, b, a]: Rgba): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lowest = Infinity;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const ground = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    const text = [r, g, b].map((channel, index) => channel * a + ground[index]! * (1 - a));
    lowest = Math.min(lowest, contrast(text, ground));
  }
  return lowest;
}

/** The hero's lines of text: their colour (in sRGB) and where they sit. */
function heroLines(page: Page) {
  return page.locator("main section[aria-roledescription] .container-page p, main h1").evaluateAll((elements) => {
    // Colours come as oklab() or mixes: a canvas turns each into sRGB.
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const srgb = (color: string): Rgba => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    return elements
      .filter((element) => element.textContent!.trim() && element.checkVisibility())
      .map((element) => ({
        text: element.textContent!.trim().slice(0, 40),
        color: srgb(getComputedStyle(element).color),
        box: element.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number },
      }));
  });
}

// The page's policy forbids inline styles; the test adds one to stop the fading.
test.use({ bypassCSP: true });

for (const width of [360, 1280]) {
  test(`at ${width} px, every line over every slide is at least 4.5:1`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
    // Still slides: no turning by itself, no fading between them.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
    const carousel = page.locator("main section[aria-roledescription]");
    const next = carousel.getByRole("button", { name: "Foto berikutnya" });
    const slides = await carousel.locator('[aria-roledescription="foto"]').count();
    const faint: string[] = [];
    for (let slide = 0; slide < slides; slide++) {
      if (slide > 0) await next.click();
      const shown = carousel.locator('[aria-roledescription="foto"]:not([aria-hidden="true"]) img');
      await expect
        .poll(() =>
          shown.evaluateAll(
            (images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete),
          ),
        )
        .toBe(true);
      const lines = await heroLines(page);
      expect(lines.length).toBeGreaterThan(2);
      // The picture behind the words: the words hidden, the rest as it is.
      await carousel
        .locator(".container-page")
        .first()
        .evaluate((text) => (text.style.visibility = "hidden"));
      for (const { text, color, box } of lines) {
        const png = await page.screenshot({ clip: box });
        const ratio = await lowestContrast(png, color);
        if (ratio < 4.5) faint.push(`slide ${slide + 1}: "${text}" ${ratio.toFixed(2)}:1`);
      }
      await carousel
        .locator(".container-page")
        .first()
        .evaluate((text) => (text.style.visibility = ""));
    }
    expect(faint).toEqual([]);
  });
}
