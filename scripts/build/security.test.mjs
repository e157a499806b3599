import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  FILE_POLICY,
  headersFile,
  parseHeadersFile,
  refuseRenderedScripts,
  SITE_POLICY,
  withContentSecurityPolicy,
} from "./security.mjs";

const page = `<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/><title>x</title>
<script type="application/ld+json">{"@type":"Organization"}</script></head><body>
<script>window.a = 1;</script><script>window.b = 2;</script>
</body></html>`;

const hash = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  it("allows exactly the page's inline scripts by hash, not its data blocks", () => {
    const policy = contentSecurityPolicy(page);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src ${hash("window.a = 1;")} ${hash("window.b = 2;")}`);
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

  it("allows the page's inline style (its first screen's CSS) by its hash, and styles from the site itself", () => {
    const styleSrc = (/** @type {string} */ html) =>
      contentSecurityPolicy(html)
        .split("; ")
        .find((directive) => directive.startsWith("style-src"));
    expect(styleSrc(page)).toBe("style-src 'self'");
    const styled = page.replace("</head>", "<style>a{color:red}</style></head>");
    expect(styleSrc(styled)).toBe(`style-src 'self' ${hash("a{color:red}")}`);
    expect(contentSecurityPolicy(styled)).not.toContain("unsafe");
  });

  it("leaves frame-ancestors to the header, where browsers honour it", () => {
    expect(contentSecurityPolicy(page)).not.toContain("frame-ancestors");
    expect(SITE_POLICY).toContain("frame-ancestors 'none'");
  });

  it("goes first in <head>, right after the charset", () => {
    expect(withContentSecurityPolicy(page)).toMatch(
      /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; /,
    );
  });
});

describe("refuseRenderedScripts", () => {
  const rendered = `<head><script type="application/ld+json">{}</script></head><body><main>x</main></body>`;

  it("lets a page through whose only scripts are data blocks", () => {
    expect(() => refuseRenderedScripts(rendered, "index.html")).not.toThrow();
  });

  it("stops the build at any script a page brings, inline or from a file, naming the page", () => {
    for (const injected of [
      "<script>alert(1)</script>",
      `<script nonce="x">alert(1)</script>`,
      `<script type="text/javascript">alert(1)</script>`,
      `<script type="module" src="/assets/entry.client-1.js"></script>`,
    ]) {
      const page = rendered.replace("</body>", `${injected}</body>`);
      expect(() => refuseRenderedScripts(page, "berita/index.html")).toThrow(
        /^berita\/index\.html: a script the build did not write: <script/,
      );
    }
  });
});

describe("headersFile, read as Cloudflare Pages reads it (every matching rule, a header given twice joined)", () => {
  const file = headersFile(["favicon.svg", "berita/feed.xml", "assets/a-1.svg"], "/");
  // The admin's build adds its own rule (admin/vite.config.ts), as it does.
  const headersFor = parseHeadersFile(`${file}\n/admin/*\n  X-Robots-Tag: noindex\n`);
  const policies = (/** @type {string} */ path) =>
    headersFor(path).flatMap(([name, value]) => (name === "Content-Security-Policy" ? value.split(", ") : []));

  it("gives every address the common headers, and a policy that only narrows the page's own", () => {
    for (const path of ["/", "/kontak", "/kontak/", "/tidak-ada", "/berita.data"]) {
      expect(headersFor(path).map(([name]) => name)).toEqual([
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
        "Content-Security-Policy",
      ]);
      expect(policies(path)).toEqual([SITE_POLICY]);
    }
    // Nothing of it stops a script, a style or a connection the page's own policy allows.
    expect(SITE_POLICY).not.toMatch(/(default|script|style|connect|img)-src/);
  });

  it("gives the admin exactly one policy, which its own (in its page) is not narrowed by", () => {
    expect(policies("/admin/")).toEqual([SITE_POLICY]);
    expect(headersFor("/admin/")).toContainEqual(["X-Robots-Tag", "noindex"]);
    const admin = adminContentSecurityPolicy();
    for (const directive of SITE_POLICY.split("; ").filter(
      (directive) => !directive.startsWith("frame-ancestors") && !directive.startsWith("form-action"),
    ))
      expect(admin).toContain(directive);
    // The site's allows the search box's pages to submit to /cari; the admin's own is narrower still.
    expect(admin).toMatch(/form-action '(none|self)'/);
  });

  it("runs no script in a drawing or a feed opened on its own", () => {
    for (const path of ["/assets/a-1.svg", "/favicon.svg", "/berita/feed.xml"]) {
      expect(policies(path)).toContain(FILE_POLICY);
      expect(FILE_POLICY).toContain("script-src 'none'");
    }
    expect(headersFor("/assets/root-abc.css")).toContainEqual(["Cache-Control", "public, max-age=31536000, immutable"]);
  });

  it("does not grow with the content: a handful of rules, short lines", () => {
    expect(file.split("\n").filter((line) => line.startsWith("/"))).toHaveLength(4);
    expect(Math.max(...file.split("\n").map((line) => line.length))).toBeLessThan(2000);
  });

  it("writes addresses under the base path", () => {
    const nested = parseHeadersFile(headersFile(["favicon.svg"], "/gmki-wamena/"));
    expect(nested("/gmki-wamena/kontak").map(([name]) => name)).toContain("Content-Security-Policy");
    expect(nested("/gmki-wamena/favicon.svg").find(([name]) => name === "Content-Security-Policy")?.[1]).toBe(
      `${SITE_POLICY}, ${FILE_POLICY}`,
    );
    expect(nested("/kontak")).toEqual([]);
  });

  it("reads a header given twice as Cloudflare joins it, and a detached one as gone", () => {
    const read = parseHeadersFile("/*\n  A: 1\n  B: 2\n/x\n  A: 3\n/y\n  ! B\n  B: 4\n");
    expect(read("/x")).toEqual([
      ["A", "1, 3"],
      ["B", "2"],
    ]);
    expect(read("/y")).toEqual([
      ["A", "1"],
      ["B", "4"],
    ]);
  });
});

describe("adminContentSecurityPolicy", () => {
  it("reaches the local backend only when built for one (a laptop, the tests), never in a deployment", () => {
    expect(adminContentSecurityPolicy()).not.toContain("127.0.0.1");
    expect(adminContentSecurityPolicy("http://127.0.0.1:8081")).toMatch(
      /connect-src 'self' blob: data: https:\/\/api\.github\.com http:\/\/127\.0\.0\.1:8081;/,
    );
  });
});
