/**
 * The home page's words stay readable over every slide of its carousel:
 * each line's colour against the picture behind it, measured pixel by pixel
 * on a screenshot with the words hidden, is at least 4.5:1 (WCAG 1.4.3).
 */
import { expect, test } from "@playwright/test";
import { lowestContrast, textLines } from "../support/contrast";

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
    const next = carousel.getByRole("button", { name: "Gambar berikutnya" });
    const slides = await carousel.locator('[aria-roledescription="gambar"]').count();
    const faint: string[] = [];
    for (let slide = 0; slide < slides; slide++) {
      if (slide > 0) await next.click();
      const shown = carousel.locator('[aria-roledescription="gambar"]:not([aria-hidden="true"]) img');
      await expect
        .poll(() =>
          shown.evaluateAll(
            (images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete),
          ),
        )
        .toBe(true);
      const lines = await textLines(page.locator("main section[aria-roledescription] .container-page p, main h1"));
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
