import { describe, expect, it } from "vitest";
import { readStyles, withCriticalCss } from "./critical-css.mjs";

const NOSCRIPT_CSS = "[data-needs-js]{display:none}[data-noscript-only]{display:block}";

/**
 * A page as React renders it, its stylesheets linked in <head>.
 * @param {string} main the inside of <main>
 */
const page = (main) =>
  `<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/><title>x</title>` +
  `<link rel="stylesheet" href="/assets/root.css"/><noscript><link rel="stylesheet" href="/assets/noscript.css"/></noscript>` +
  `</head><body><header class="head"><div><button class="menu">Menu</button><nav popover="">…</nav></div></header><main>${main}</main>` +
  `<footer class="foot">f</footer><script>1</script></body></html>`;

/** @param {string} css the site's stylesheet */
const stylesOf = (css) => readStyles(page(""), async (href) => (href === "/assets/root.css" ? css : NOSCRIPT_CSS));

/** The inline CSS, and the page from the stylesheet's link on. */
const cut = async (/** @type {string} */ css, /** @type {string} */ main) => {
  const { html } = withCriticalCss(page(main), await stylesOf(css));
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  return { html, style, rest: html.slice(html.indexOf('<link id="first-screen-end"')) };
};

const BLOCKS =
  '<div class="band">title</div><section class="answer">dues</section><section class="more">more</section>';

describe("withCriticalCss", () => {
  it("puts the first screen's CSS in <head> and links both stylesheets, less urgently, where the first screen ends", async () => {
    const { html, style, rest } = await cut(
      ".band{color:red}.answer{color:blue}.more{color:green}.foot{color:grey}",
      BLOCKS,
    );
    expect(style).toBe(".band{color:red}.answer{color:blue}");
    expect(html).not.toMatch(/<head>.*<link rel="stylesheet"/s);
    expect(rest).toMatch(
      /^<link id="first-screen-end" fetchpriority="low" rel="stylesheet" href="\/assets\/root.css"\/><noscript><link fetchpriority="low" rel="stylesheet" href="\/assets\/noscript.css"\/><\/noscript><section class="more">/,
    );
    // Nothing is painted before the first screen's end has been read.
    expect(html).toMatch(/<\/style><link rel="expect" href="#first-screen-end" blocking="render"\/>.*<\/head>/s);
  });

  it("ends the first screen before a block that a script changes or that looks otherwise without one", async () => {
    const needsScript =
      '<div class="band">t</div><section><button data-needs-js="" class="share">Bagikan</button></section>';
    expect((await cut(".band{color:red}.share{color:blue}", needsScript)).rest).toContain("</noscript><section>");
    const offline = '<div class="band"><span data-offline-only="">Luring</span></div><section>x</section>';
    expect((await cut(".band{color:red}", offline)).rest).toContain('</noscript><div class="band">');
  });

  it("finds the blocks inside a wrapper that holds the whole page", async () => {
    const { rest } = await cut(".band{color:red}", `<div data-pagefind-body="">${BLOCKS}</div>`);
    expect(rest).toContain('</noscript><section class="more">more</section></div></main>');
  });

  it("never puts the link where it would change what a structural selector matches", async () => {
    // Between the answer and the next block, the link would stop `.answer + .more` from matching.
    const { rest } = await cut(".answer+.more{color:red}", BLOCKS);
    expect(rest).toContain('</noscript><section class="answer">');
  });

  it("keeps each layer's rules in their layer, and declares the layers' order first", async () => {
    const css =
      "@layer theme,base,components,utilities;@layer base{body{margin:0}}@layer components{.card{padding:1rem}}@layer utilities{.band{color:red}}";
    expect((await cut(css, BLOCKS)).style).toBe(
      "@layer theme,base,components,utilities;@layer base{body{margin:0}}@layer utilities{.band{color:red}}",
    );
  });

  it("takes every state as possible: hovered, focused, opened menus and <details>", async () => {
    const css =
      ".menu:hover{color:red}.band:focus-visible{outline:1px solid}div:has(>[popover]:popover-open) .menu{color:blue}" +
      "details[open] summary{color:green}.band:not(:hover){color:pink}.answer:not(.none){color:teal}.answer:not(.band){color:navy}";
    const { style } = await cut(css, BLOCKS.replace("</section>", "<details><summary>s</summary></details></section>"));
    expect(style).toBe(css);
    expect((await cut(".band:not(.band){color:red}.foot:hover{color:red}", BLOCKS)).style).toBe("");
  });

  it("reads :where() and Tailwind's spacing between children, which only match as a whole", async () => {
    const css = ":where(p,li){overflow-wrap:anywhere}:where(.space-y-2>:not(:last-child)){margin-bottom:.5rem}";
    const { style } = await cut(css, '<div class="band space-y-2"><p>a</p><p>b</p></div>');
    expect(style).toBe(css);
  });

  it("keeps a pseudo-element's rule for the element that has it", async () => {
    const css = ".band:before{content:''}::placeholder{color:grey}::-webkit-search-decoration{display:none}";
    expect((await cut(css, BLOCKS)).style).toBe(".band:before{content:''}");
    expect((await cut(css, '<div class="band"><input name="q"/></div>')).style).toBe(css);
  });

  it("keeps a list's matching selectors, and a list with a selector some browser does not know whole", async () => {
    const css = "h1,h2,.band{font-weight:700}button,::file-selector-button{font:inherit}";
    expect((await cut(css, BLOCKS)).style).toBe(".band{font-weight:700}button,::file-selector-button{font:inherit}");
  });

  it("keeps only the custom properties its rules read, their registrations and the keyframes they run", async () => {
    const css =
      ":root,:host{--color-ink:#123;--color-unused:#456;--font:var(--font-sans);--font-sans:system-ui}" +
      "*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000}" +
      ".band{color:var(--color-ink);font-family:var(--font);box-shadow:var(--tw-shadow);animation:in 1s}" +
      ".more{animation:out 1s}@keyframes in{from{opacity:0}}@keyframes out{to{opacity:0}}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring{syntax:"*";inherits:false}';
    expect((await cut(css, BLOCKS)).style).toBe(
      ":root,:host{--color-ink:#123;--font:var(--font-sans);--font-sans:system-ui}*,:before,:after{--tw-shadow:0 0 #0000}" +
        ".band{color:var(--color-ink);font-family:var(--font);box-shadow:var(--tw-shadow);animation:in 1s}" +
        '@keyframes in{from{opacity:0}}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });

  it("keeps media and feature queries around their rules, and nothing for print", async () => {
    const css =
      "@media (width>=40rem){.band{color:red}.more{color:blue}}@supports (display:grid){.answer{display:grid}}@media print{.band{color:#000}}@page{size:A4}";
    expect((await cut(css, BLOCKS)).style).toBe(
      "@media (width>=40rem){.band{color:red}}@supports (display:grid){.answer{display:grid}}",
    );
  });

  it("refuses a page whose <head> does not link the stylesheets", async () => {
    const styles = await stylesOf(".band{color:red}");
    expect(() =>
      withCriticalCss(page(BLOCKS).replace('<link rel="stylesheet" href="/assets/root.css"/>', ""), styles),
    ).toThrow(/is not in <head> once/);
  });
});
