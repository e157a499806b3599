/**
 * Contrast of words over pictures, measured as a visitor sees it: each
 * line's colour against the pixels behind it, on a screenshot taken with the
 * words hidden (WCAG 1.4.3 asks for 4.5:1). Used for the home page's
 * carousel and the drawn motifs of the page headers.
 */
import type { Locator } from "@playwright/test";
import sharp from "sharp";

export type Rgba = [number, number, number, number];

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
export async function lowestContrast(png: Buffer, [r, g, b, a]: Rgba): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lowest = Infinity;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const ground = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    const text = [r, g, b].map((channel, index) => channel * a + ground[index]! * (1 - a));
    lowest = Math.min(lowest, contrast(text, ground));
  }
  return lowest;
}

/** The visible lines of text of `elements`: the element's words, colour (in sRGB), and each line's box on the page. */
export function textLines(elements: Locator) {
  return elements.evaluateAll((found) => {
    // Colours come as oklab() or mixes: a canvas turns each into sRGB.
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const srgb = (color: string): Rgba => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    // Each line the words take, as wide as its words (not the whole block).
    return found
      .filter((element) => element.textContent!.trim() && element.checkVisibility())
      .flatMap((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
        // Rects of one line, from several text nodes, merged.
        const lines = new Map<number, DOMRect>();
        for (const rect of rects) {
          const key = Math.round(rect.top + rect.height / 2);
          const line = [...lines.keys()].find((top) => Math.abs(top - key) < rect.height / 2);
          const known = line === undefined ? undefined : lines.get(line);
          if (known === undefined) lines.set(key, DOMRect.fromRect(rect));
          else {
            const left = Math.min(known.left, rect.left);
            const right = Math.max(known.right, rect.right);
            const top = Math.min(known.top, rect.top);
            const bottom = Math.max(known.bottom, rect.bottom);
            lines.set(line!, new DOMRect(left, top, right - left, bottom - top));
          }
        }
        return [...lines.values()].map((box) => ({
          text: element.textContent!.trim().slice(0, 40),
          color: srgb(getComputedStyle(element).color),
          box: { x: box.x, y: box.y, width: box.width, height: box.height },
        }));
      });
  });
}
