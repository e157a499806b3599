import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HAND_OFF, SEARCH } from "../../app/lib/browser/hooks.ts";
import { PAGE_SCRIPTS, withPageScripts } from "./page-script.mjs";
import { contentSecurityPolicy } from "./security.mjs";

/** A page as React renders it, with `body` in <main>. */
const pageWith = (/** @type {import("react").ReactNode} */ body) =>
  `<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/><title>x</title></head><body>${renderToStaticMarkup(
    createElement("main", null, body),
  )}</body></html>`;

/** Each page script as the build has it, its code standing for its file. */
const scripts = PAGE_SCRIPTS.map(({ file, marks }) => ({ code: `/*${file}*/`, marks }));
const scriptSrc = (/** @type {string} */ html) =>
  contentSecurityPolicy(html)
    .split("; ")
    .find((directive) => directive.startsWith("script-src"));

describe("the marks of a page's scripts", () => {
  it("are attributes of its elements: the results page's box gets the search script and WebAssembly", () => {
    const html = withPageScripts(pageWith(createElement("form", { [SEARCH]: "" })), scripts);
    expect(html).toContain("/*page.ts*/");
    expect(html).toContain("/*search.ts*/");
    expect(scriptSrc(html)).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  });

  it("are never words: an article that spells out a mark in its text or a photo's alt text gets no script and no WebAssembly", () => {
    // What the secretary might write in an article about the site, or paste by mistake.
    const spelled = `<form ${SEARCH}="" ${HAND_OFF}="contact"> or ${SEARCH}= alone`;
    const article = pageWith([
      createElement("p", { key: "text" }, spelled),
      createElement("img", { key: "photo", src: "/foto.jpg", alt: spelled }),
    ]);
    const html = withPageScripts(article, scripts);
    expect(html).toContain("/*page.ts*/");
    expect(html).not.toContain("/*search.ts*/");
    expect(html).not.toContain("/*hand-off.ts*/");
    expect(scriptSrc(html)).not.toContain("'self'");
    expect(scriptSrc(html)).not.toContain("wasm-unsafe-eval");
  });
});
