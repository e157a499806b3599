import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sanitizeSvg, scriptsInSvg } from "./svg.mjs";

/** An upload as an attacker would make it: every way an SVG can run script. */
const HOSTILE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
<script>document.title=localStorage.getItem('decap-cms-user')</script>
<a xlink:href="javascript:alert(2)"><rect width="5" height="5" fill="#f00" onclick="alert(3)"/></a>
<a href=" JaVaScRiPt:alert(4)"><text>x</text></a>
<set attributeName="onmouseover" to="alert(5)"/>
<animate attributeName="href" to="javascript:alert(6)"/>
<use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoNyk+PC9zdmc+#a"/>
<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(8)</svg:script>
<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(9)"/></div></foreignObject>
<circle cx="5" cy="5" r="2" fill="#0a2351"/>
</svg>`;

/** A drawing that, opened on its own, would fetch from other sites (issue 64, L4). */
const FETCHING = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
<style>@import url(https://pelacak.test/a.css); rect { fill: url(https://pelacak.test/b.svg#g) }</style>
<image href="https://pelacak.test/c.png" width="5" height="5"/>
<image xlink:href="//pelacak.test/d.png" width="5" height="5"/>
<rect width="5" height="5" style="fill: url('https://pelacak.test/e.svg#f')"/>
<rect width="5" height="5" fill="url(#gradasi)"/>
<circle cx="5" cy="5" r="2" fill="#0a2351"/>
</svg>`;

/**
 * The same, spelled with CSS escapes and comments, which a browser reads as
 * `url(` and `@import` (issue 71, L4): in a <style>, a style attribute and a
 * presentation attribute.
 */
const ESCAPED = String.raw`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
<style>rect { fill: u\72l(https://pelacak.test/a.svg#g) }</style>
<style>@\69mport "https://pelacak.test/b.css";</style>
<style>circle { fill: \000075 rl(https://pelacak.test/c.svg#g) }</style>
<style>rect { mask-image: image-set("https://pelacak.test/d.png" 1x) }</style>
<rect width="5" height="5" style="fill:\75rl(https://pelacak.test/e.svg#f)"/>
<rect width="5" height="5" style="fill:u\rl(https://pelacak.test/f.svg#f)"/>
<rect width="5" height="5" style="fill:U\52 L( 'https://pelacak.test/g.svg#f' )"/>
<rect width="5" height="5" fill="u\72l(https://pelacak.test/h.svg#f)"/>
<rect width="5" height="5" style="fill:u/**/rl(https://pelacak.test/i.svg#f)"/>
<rect width="5" height="5" fill="u\72l(#gradasi)"/>
<circle cx="5" cy="5" r="2" fill="#0a2351"/>
</svg>`;

describe("sanitizeSvg", () => {
  it("reads CSS as a browser does: an escaped url( or @import is one, and is removed", () => {
    expect(scriptsInSvg(ESCAPED)).toHaveLength(9);
    const clean = sanitizeSvg(ESCAPED);
    expect(scriptsInSvg(clean)).toEqual([]);
    expect(clean).not.toContain("pelacak.test");
    // An escape that points inside the drawing is still a drawing's own reference.
    expect(clean).toContain(String.raw`fill="u\72l(#gradasi)"`);
    expect(clean).toContain('<circle cx="5" cy="5" r="2" fill="#0a2351"/>');
  });

  it("leaves nothing that fetches from another site, and keeps references inside the drawing", () => {
    expect(scriptsInSvg(FETCHING)).not.toEqual([]);
    const clean = sanitizeSvg(FETCHING);
    expect(scriptsInSvg(clean)).toEqual([]);
    expect(clean).not.toContain("pelacak.test");
    expect(clean).toContain('fill="url(#gradasi)"');
    expect(clean).toContain('<circle cx="5" cy="5" r="2" fill="#0a2351"/>');
  });

  it("leaves no script, event handler or javascript: address, and keeps the drawing", () => {
    expect(scriptsInSvg(HOSTILE)).not.toEqual([]);
    const clean = sanitizeSvg(HOSTILE);
    expect(scriptsInSvg(clean)).toEqual([]);
    expect(clean).not.toMatch(/script|\son[a-z]+=|javascript:|foreignObject|<set|<animate|data:/i);
    expect(clean).toContain('<circle cx="5" cy="5" r="2" fill="#0a2351"/>');
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 10 10">/);
  });

  it("keeps the branch's drawings as they are: every element and attribute, <use> inside the drawing", () => {
    const normal = (/** @type {string} */ text) =>
      text
        .replace(/<\?xml[^>]*>/, "")
        .replace(/\s+/g, " ")
        .replace(/> </g, "><")
        .trim();
    const drawings = ["content/photos", "app/assets/art", "public"].flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith(".svg"))
        .map((name) => join(dir, name)),
    );
    expect(drawings.length).toBeGreaterThan(10);
    for (const file of drawings) {
      const text = readFileSync(file, "utf8");
      expect(normal(sanitizeSvg(text)), file).toBe(normal(text));
    }
  });

  it("a file that is not a drawing at all leaves nothing", () => {
    expect(sanitizeSvg("<html><body><script>alert(1)</script></body></html>")).toBe("");
  });
});
