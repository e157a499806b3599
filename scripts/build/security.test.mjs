import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  headersFile,
  parseHeadersFile,
  sealInlineScripts,
  withContentSecurityPolicy,
} from "./security.mjs";

const page = `<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/><title>x</title>
<script type="application/ld+json">{"@type":"Organization"}</script></head><body>
<script src="/assets/a.js"></script><script>window.a = 1;</script><script type="module">import "/assets/b.js";</script>
</body></html>`;

const hash = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  it("allows exactly the page's inline scripts by hash, not its data blocks", () => {
    const policy = contentSecurityPolicy(page);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' ${hash("window.a = 1;")} ${hash('import "/assets/b.js";')}`);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).toContain("frame-src https://www.openstreetmap.org");
  });

  it("allows WebAssembly (Pagefind) on the search's results page only, and a native form's submission only where the search box is", () => {
    const scriptSrc = (/** @type {string} */ html) =>
      contentSecurityPolicy(html)
        .split("; ")
        .find((directive) => directive.startsWith("script-src"));
    const box = '<form role="search" action="/cari/" method="get"><input type="search" name="q"/></form>';
    const withBox = page.replace("<body>", `<body>${box}`);
    const resultsPage = page.replace("<body>", `<body>${box.replace("<form ", '<form data-search-form="" ')}`);
    expect(scriptSrc(page)).not.toContain("wasm-unsafe-eval");
    expect(scriptSrc(withBox)).not.toContain("wasm-unsafe-eval");
    expect(scriptSrc(resultsPage)).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(contentSecurityPolicy(withBox)).toContain("form-action 'self'");
    expect(contentSecurityPolicy(page.replace("<body>", '<body><form class="x"></form>'))).toContain(
      "form-action 'none'",
    );
  });

  it("leaves frame-ancestors to the header, where browsers honour it", () => {
    expect(contentSecurityPolicy(page)).not.toContain("frame-ancestors");
    expect(contentSecurityPolicy(page, { header: true })).toContain("frame-ancestors 'none'");
  });

  it("goes first in <head>, right after the charset", () => {
    expect(withContentSecurityPolicy(page)).toMatch(
      /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; /,
    );
  });
});

describe("sealInlineScripts", () => {
  const mark = "3f1c0b7e-6a52-4d0e-9a61-2b8f5d7c9e10";
  const built = `<head><script type="application/ld+json">{}</script></head><body><script nonce="${mark}">window.a = 1;</script><script nonce="${mark}" type="module" async="">import "/assets/b.js";</script><script src="/assets/c.js"></script></body>`;

  it("keeps the scripts the build wrote, without their marks", () => {
    const sealed = sealInlineScripts(built, mark, "index.html");
    expect(sealed).not.toContain(mark);
    expect(sealed).toContain('<script>window.a = 1;</script><script type="module" async="">');
  });

  it("stops the build at an inline script without the mark, naming the page: the policy would allow it", () => {
    for (const injected of [
      "<script>alert(1)</script>",
      `<script nonce="another-mark">alert(1)</script>`,
      `<script type="text/javascript">alert(1)</script>`,
    ]) {
      const page = built.replace("</body>", `${injected}</body>`);
      expect(() => sealInlineScripts(page, mark, "berita/index.html")).toThrow(
        /^berita\/index\.html: an inline script the build did not write: <script[^>]*>alert\(1\)/,
      );
    }
  });
});

describe("headersFile", () => {
  const file = headersFile(
    [
      { path: "/", html: page },
      { path: "/kontak", html: page },
    ],
    "/",
  );
  const headersFor = parseHeadersFile(file);
  const names = (/** @type {string} */ path) => headersFor(path).map(([name]) => name);

  it("gives every address the common headers and each page its policy, with or without a trailing slash", () => {
    for (const path of ["/", "/kontak", "/kontak/"]) {
      expect(names(path)).toEqual([
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
        "Content-Security-Policy",
        "Content-Security-Policy",
      ]);
    }
  });

  it("gives any other address, a 404 answer included, a policy that allows every page's inline scripts", () => {
    const other = `<html><head><meta charSet="utf-8"/></head><body><script>window.b = 2;</script></body></html>`;
    const both = parseHeadersFile(
      headersFile(
        [
          { path: "/", html: page },
          { path: "/404.html", html: other },
        ],
        "/",
      ),
    );
    const [policy] = both("/tidak-ada").flatMap(([name, value]) => (name === "Content-Security-Policy" ? [value] : []));
    expect(policy).toContain(hash("window.a = 1;"));
    expect(policy).toContain(hash("window.b = 2;"));
    expect(policy).toMatch(/frame-ancestors 'none'$/);
  });

  it("caches content-hashed assets for a year", () => {
    expect(headersFor("/assets/root-abc.css")).toContainEqual(["Cache-Control", "public, max-age=31536000, immutable"]);
  });

  it("writes addresses under the base path", () => {
    const nested = parseHeadersFile(headersFile([{ path: "/kontak", html: page }], "/gmki-wamena/"));
    expect(nested("/gmki-wamena/kontak").map(([name]) => name)).toContain("Content-Security-Policy");
    expect(nested("/kontak")).toEqual([]);
  });
});
