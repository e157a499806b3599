import { expect, test, type APIRequestContext } from "@playwright/test";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { serveOnItsOwn, type OwnServer } from "../support/serve";
import { ARTICLE, EVENT, samplesOf } from "../../app/content/samples";
import { collectErrors, realSite, toasts, waitForPage, watchViolations } from "../support/site";

const site = realSite();
/** What is still a sample: structured data leaves it out, link previews and search engines are told (both states: tests/fixtures/preview-channels.spec.ts). */
const samples = samplesOf(site.content);
const { siteOrigin, basePath, addressOf, pages: pagePaths } = site;
const siteName = site.content.site.name;

type Json = Record<string, unknown> & { "@type"?: string };

async function headOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attribute: "name" | "property", key: string) =>
    head.match(new RegExp(`<meta ${attribute}="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`))?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? "") as Json,
  );
  return { html, head, meta, jsonLd };
}

test.describe("search and sharing", () => {
  test("every page has its own title, description, canonical address, Open Graph and Twitter tags", async ({
    request,
  }) => {
    const descriptions = new Set<string>();
    const titles = new Set<string>();
    for (const path of pagePaths) {
      const { head, meta } = await headOf(request, path);
      const title = head.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
      expect(title.endsWith(` | ${siteName}`), `${path}: ${title}`).toBe(true);
      titles.add(title);

      const description = meta("name", "description") ?? "";
      expect(description.length, `${path}: description of 50–160 characters`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${path}: description of 50–160 characters`).toBeLessThanOrEqual(160);
      descriptions.add(description);

      expect(head, path).toContain(`<link rel="canonical" href="${addressOf(path)}"/>`);
      expect(meta("property", "og:url"), path).toBe(addressOf(path));
      expect(meta("property", "og:title"), path).toBe(title);
      // A link preview's description opens with the note while the site is a preview; search engines leave it out.
      const shared = meta("property", "og:description") ?? "";
      if (samples.preview) {
        expect(shared, path).toMatch(/^Pratinjau: .+ masih contoh sampai dipastikan pengurus cabang\. /);
        expect(shared.endsWith(` ${description}`), path).toBe(true);
      } else expect(shared, path).toBe(description);
      expect(meta("name", "twitter:description"), path).toBe(shared);
      expect(meta("name", "robots"), path).toBe(samples.preview ? "noindex" : undefined);
      // An event's or article's page has its own card (tested below); an article is an article.
      const own = /^\/(kegiatan|berita)\/([^/]+)$/.exec(path);
      const card = own
        ? `${siteOrigin}${basePath}kartu/${own[1]}-${own[2]}.jpg`
        : `${siteOrigin}${basePath}social-card.jpg`;
      expect(meta("property", "og:type"), path).toBe(own?.[1] === "berita" ? "article" : "website");
      expect(meta("property", "og:locale"), path).toBe("id_ID");
      expect(meta("property", "og:image"), path).toBe(card);
      expect(meta("name", "twitter:card"), path).toBe("summary_large_image");
      expect(meta("name", "twitter:title"), path).toBe(title);
      expect(meta("name", "twitter:image"), path).toBe(card);
    }
    expect(titles.size, "titles are unique").toBe(pagePaths.length);
    expect(descriptions.size, "descriptions are unique").toBe(pagePaths.length);
  });

  test("the 404 page is kept out of search results and names no canonical address", async ({ request }) => {
    const { head, meta } = await headOf(request, "/tidak-ada");
    expect(meta("name", "robots")).toBe("noindex");
    expect(head).not.toContain('rel="canonical"');
  });

  test("the social card is a 1200×630 JPEG on the site", async ({ request }) => {
    const response = await request.get("/social-card.jpg");
    expect(response.status()).toBe(200);
    const { format, width, height } = await sharp(await response.body()).metadata();
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
  });

  test("the sitemap lists every page, each with the day it last changed, and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/);
    // Read by the sitemap package's parser, not ours.
    const entries = await parseSitemap(Readable.from([sitemap]));
    expect(entries.map((entry) => entry.url).sort()).toEqual(pagePaths.map(addressOf).sort());
    for (const { url, lastmod } of entries) {
      expect(lastmod, url).toBeTruthy();
      // A day, never after the build's: an article's is its own.
      expect(new Date(lastmod!).getTime(), url).toBeLessThanOrEqual(new Date(`${site.buildDay}T00:00:00Z`).getTime());
    }
    for (const article of site.content.news.filter((item) => (item.body?.length ?? 0) > 0)) {
      const entry = entries.find((candidate) => candidate.url === addressOf(`/berita/${article.slug}`));
      expect(entry?.lastmod?.slice(0, 10), article.slug).toBe(article.date);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${siteOrigin}${basePath}sitemap.xml`);
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  });

  test("icons and the web app manifest let the site be added to a home screen", async ({ request }) => {
    const { head } = await headOf(request, "/");
    expect(head).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      id: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: siteName,
      short_name: site.content.site.shortName,
      lang: "id",
      start_url: "/",
      display: "standalone",
      theme_color: "#0a2351",
    });
    // Its identity, as a browser resolves it against start_url: the site's root.
    expect(new URL(manifest.id, addressOf("/")).href).toBe(addressOf("/"));
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["any", "192x192", "512x512", "512x512"]);
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const { src, sizes } of [...manifest.icons, { src: "/apple-touch-icon.png", sizes: "180x180" }]) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      if (sizes !== "any") {
        const { width, height } = await sharp(await response.body()).metadata();
        expect(`${width}x${height}`, src).toBe(sizes);
      }
    }
  });
});

test.describe("structured data", () => {
  test("home: the Organization with name, and logo, address, contact points and social profiles once no sample", async ({
    request,
  }) => {
    const { jsonLd } = await headOf(request, "/");
    expect(jsonLd).toHaveLength(1);
    const organization = jsonLd[0]!;
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: siteName,
      url: addressOf("/"),
    });
    if (samples.has("situs#lambang")) expect(organization.logo).toBeUndefined();
    else {
      expect(organization.logo).toEqual({
        "@type": "ImageObject",
        url: `${siteOrigin}${basePath}icons/icon-512.png`,
        width: 512,
        height: 512,
      });
      expect((await request.get(new URL((organization.logo as Json).url as string).pathname)).status()).toBe(200);
    }
    if (samples.has("contact.json#address")) expect(organization.address).toBeUndefined();
    else
      expect(organization.address).toMatchObject({
        "@type": "PostalAddress",
        addressLocality: "Wamena",
        addressCountry: "ID",
      });
    if (samples.has("contact.json#inbox", "contact.json#phones")) expect(organization.contactPoint).toBeUndefined();
    else {
      expect((organization.contactPoint as Json[]).length).toBeGreaterThan(0);
      for (const point of organization.contactPoint as Json[]) expect(point.telephone).toMatch(/^\+62\d{8,}$/);
    }
    if (samples.has("contact.json#social")) expect(organization.sameAs).toBeUndefined();
    else expect((organization.sameAs as string[]).every((url) => url.startsWith("https://"))).toBe(true);
  });

  test("/kegiatan: an Event for each event still to come on the build day, in Wamena's time zone", async ({
    request,
  }) => {
    const { jsonLd } = await headOf(request, "/kegiatan");
    // None while the events are samples: schema.org would state them as fact.
    expect(jsonLd.map((event) => event.name)).toEqual(samples.has(EVENT) ? [] : site.upcomingTitles);
    for (const event of jsonLd) {
      expect(event).toMatchObject({
        "@type": "Event",
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "Place" },
        organizer: { "@type": "Organization", name: siteName },
      });
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00)?\+09:00$/);
    }
  });

  test("/berita: a NewsArticle for each article, none while they are samples", async ({ request, page }) => {
    const { jsonLd } = await headOf(request, "/berita");
    if (samples.has(ARTICLE)) return expect(jsonLd).toEqual([]);
    await page.goto("/berita");
    await expect(page.getByRole("article")).toHaveCount(jsonLd.length);
    for (const article of jsonLd) {
      expect(article).toMatchObject({ "@type": "NewsArticle" });
      if (!samples.has("news#author")) expect(article.author).toMatchObject({ "@type": "Person" });
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(page.getByRole("heading", { name: article.headline as string })).toHaveCount(1);
    }
  });

  for (const path of site.pages.filter((page) => /^\/(kegiatan|berita)\/[^/]+$/.test(page))) {
    // Read from its HTML, as a link preview reads it (a page load for each event and article would grow with the content).
    test(`${path}: its own share card, and its Event or NewsArticle at its own address`, async ({ request }) => {
      const { html, meta, jsonLd: ld } = await headOf(request, path);
      const [, kind, slug] = /^\/(kegiatan|berita)\/(.+)$/.exec(path)!;
      const card = meta("property", "og:image")!;
      expect(card).toBe(`${site.siteOrigin}${site.basePath}kartu/${kind}-${slug}.jpg`);
      const image = await request.get(new URL(card).pathname);
      expect(image.headers()["content-type"]).toContain("image/jpeg");
      const { width, height } = await sharp(await image.body()).metadata();
      expect([width, height]).toEqual([1200, 630]);
      const type = kind === "kegiatan" ? "Event" : "NewsArticle";

      // As a link preview reads the page: open-graph-scraper, on the page's HTML.
      const { result } = await ogs({ html });
      expect(result.twitterImage?.[0]?.url).toBe(card);
      expect(result.twitterImage?.[0]?.alt).toBeTruthy();
      expect(result.twitterImage?.[0]?.alt).toBe(result.ogImage?.[0]?.alt);
      // A sample event or article is not stated as fact (its structured data: tests/fixtures/preview-channels.spec.ts).
      if (samples.has(kind === "kegiatan" ? EVENT : ARTICLE))
        return expect(ld.map((entry: Json) => entry["@type"])).toEqual(["BreadcrumbList"]);
      expect(ld).toContainEqual(expect.objectContaining({ "@type": type, url: site.addressOf(path) }));
      const entry = (result.jsonLD as Json[]).find((item) => item["@type"] === type)!;
      // Its image: the share card, at least; an event's place in its town.
      expect(entry.image).toContain(card);
      if (!samples.has("situs#lambang"))
        expect(entry.publisher ?? entry.organizer).toMatchObject({ logo: { "@type": "ImageObject" } });
      if (kind === "kegiatan")
        expect(entry.location).toMatchObject({ address: { addressLocality: site.content.contact.address.locality } });
    });
  }

  test("nested pages: a BreadcrumbList matching the visible trail", async ({ request, page }) => {
    for (const path of pagePaths.filter((candidate) => candidate.startsWith("/struktur/"))) {
      const { jsonLd } = await headOf(request, path);
      expect(jsonLd, path).toHaveLength(1);
      const items = jsonLd[0]!.itemListElement as { position: number; name: string; item: string }[];
      expect(jsonLd[0]!["@type"]).toBe("BreadcrumbList");
      expect(items.map((item) => item.item)).toEqual(["/", "/struktur", path].map(addressOf));
      await page.goto(path);
      const trail = page.getByRole("navigation", { name: "Lokasi halaman" });
      await expect(trail.getByRole("listitem")).toHaveText(
        items.map((item, index) => (index < items.length - 1 ? `${item.name}›` : item.name)),
      );
      await expect(trail.getByText(items.at(-1)!.name)).toHaveAttribute("aria-current", "page");
    }
  });
});

test.describe("security", () => {
  // Every page's policy is read from its HTML in pages.spec.ts, and that nothing on a page of each kind breaks it, on its load there.
  test("what the pages' scripts draw keeps the policy: moving between pages, tabs, the toast", async ({ page }) => {
    const violations = await watchViolations(page);
    const errors = collectErrors(page);
    await page.goto("/berita");
    await waitForPage(page);
    await page.getByRole("banner").getByRole("link", { name: "Beranda", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await page.getByRole("banner").getByRole("link", { name: "Kegiatan", exact: true }).click();
    await expect(page).toHaveURL(/\/kegiatan$/);
    await page.getByRole("tab", { name: "Program Rutin" }).click();
    await expect(page.getByRole("tabpanel", { name: "Program Rutin" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Berita", exact: true }).click();
    await expect(page).toHaveURL(/\/berita$/);
    // The toast, loaded and drawn on demand, styles itself within the policy:
    // "Bagikan" where there is no share sheet (desktop Chromium on Linux).
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page
      .getByRole("button", { name: /^Bagikan berita/ })
      .first()
      .click();
    await expect(toasts(page)).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the map frame still loads under the policy", async ({ page }) => {
    // The frame's host answered here, so the test reaches no other address.
    await page.route(/^https:\/\/www\.openstreetmap\.org\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>Peta</title><p>Peta OpenStreetMap</p>" }),
    );
    const violations = await watchViolations(page);
    await page.goto("/kontak");
    await waitForPage(page);
    await page.getByRole("button", { name: "Tampilkan Peta" }).click();
    await expect(page.frameLocator("iframe").getByText("Peta OpenStreetMap")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("pages come with the security headers a static host sends from _headers", async ({ request }) => {
    for (const path of ["/", "/kontak", "/struktur/bpc/", "/halaman-yang-tidak-ada"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"], path).toMatch(/frame-ancestors 'none'$/);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
    }
  });

  test("on a host that applies every matching rule of _headers and joins what repeats (Cloudflare Pages), /admin/ has one policy and starts", async ({
    page,
    request,
  }) => {
    // The test server applies _headers as Cloudflare Pages does (scripts/tools/serve.mjs).
    const policy = (await request.get("/admin/")).headers()["content-security-policy"] ?? "";
    // Policies joined by a host are separated by commas; one policy has none.
    expect(policy.split(","), policy).toHaveLength(1);
    expect(policy).toMatch(/frame-ancestors 'none'$/);
    const violations = await watchViolations(page);
    const errors = collectErrors(page);
    // Nothing leaves this machine: GitHub is not asked anything before signing in.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
    await page.goto("/admin/");
    // Decap is 1.5 MB of script to start: seconds on a busy machine.
    await expect(page.getByRole("button", { name: "Masuk dengan GitHub" })).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("drawings and feeds opened on their own run no script where the host sends headers", async ({ request }) => {
    const { html } = await headOf(request, "/");
    const drawing = /src="([^"]+\.svg)"/.exec(html)?.[1] ?? `${basePath}favicon.svg`;
    for (const path of [drawing, `${basePath}favicon.svg`, `${basePath}sitemap.xml`, `${basePath}berita/feed.xml`]) {
      const policies = (await request.get(path)).headers()["content-security-policy"] ?? "";
      expect(policies, path).toContain("script-src 'none'");
      // Asked for as a folder, a file is not served at all (it would come without its policy),
      // nor when a letter of its name is percent-encoded ("/favicon.sv%67/").
      const encoded = path.replace(/.$/, (last) => `%${last.charCodeAt(0).toString(16)}`);
      for (const folder of [`${path}/`, `${encoded}/`]) expect((await request.get(folder)).status(), folder).toBe(404);
      // Encoded, it is the same file, with the same policy.
      expect((await request.get(encoded)).headers()["content-security-policy"], encoded).toContain("script-src 'none'");
    }
  });

  test("no inline event handlers, no http: addresses, no scripts from elsewhere, no cookies", async ({
    page,
    request,
    context,
  }) => {
    for (const path of [...pagePaths, "/404.html"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<[^>]+\son[a-z]+=/i);
      expect(html.replace(/http:\/\/www\.(w3|sitemaps)\.org\/[^"]*/g, ""), path).not.toContain("http:");
      for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) expect(src, path).toMatch(/^\//);
    }
    await page.goto("/kontak");
    await waitForPage(page);
    expect(await context.cookies()).toEqual([]);
  });

  test.describe("framed by another site on a host that sends no headers (GitHub Pages)", () => {
    let server: OwnServer | undefined;
    // Another site: another origin on this machine, whose one page frames ours.
    let other: Server | undefined;
    let framing = "";
    test.beforeAll(async () => {
      server = await serveOnItsOwn({ HEADERS: "none" }, site.basePath);
      other = createServer((request, response) => {
        const query = new URL(request.url ?? "/", "http://x").searchParams;
        const src = `${server!.origin}${query.get("halaman")}`;
        const sandbox = query.has("sandbox") ? ` sandbox="${query.get("sandbox")}"` : "";
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(
          `<!DOCTYPE html><title>Situs lain</title><iframe src="${src}"${sandbox} width="800" height="600"></iframe>`,
        );
      });
      await new Promise<void>((resolve) => other!.listen(0, "127.0.0.1", resolve));
      framing = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
    });
    test.afterAll(async () => {
      await server?.stop();
      other?.close();
    });

    for (const path of ["/kontak", "/kegiatan", "/aturan", "/admin/"]) {
      test(`${path} shows only a link to open it whole`, async ({ page }) => {
        const served = page.waitForResponse((response) => response.url() === `${server!.origin}${path}`);
        // The scripts the framed page asks for: beyond its own (the admin's
        // bundle, which decides), a script would be the admin's parts
        // starting to draw it again.
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.frame() !== page.mainFrame() && request.resourceType() === "script") scripts.push(request.url());
        });
        await page.goto(`${framing}?halaman=${encodeURIComponent(path)}`);
        expect((await served).headers()["content-security-policy"], "no header to rely on").toBeUndefined();
        const frame = page.frameLocator("iframe");
        await expect(frame.getByRole("link", { name: "Buka halaman ini di jendelanya sendiri" })).toBeVisible();
        // Nothing of the page to click unseen, and nothing draws it again later:
        // once the frame has loaded and the network is quiet, no script
        // fetched but the page's own.
        await page.waitForLoadState("networkidle");
        // (A module preload the page names is fetched, never run: the admin's own parts, at once.)
        const own = await frame
          .locator('script[src], link[rel="modulepreload"]')
          .evaluateAll((elements) =>
            elements.map((element) => (element as HTMLScriptElement).src || (element as HTMLLinkElement).href),
          );
        expect(scripts.filter((script) => !own.includes(script))).toEqual([]);
        await expect(frame.locator("body > *")).toHaveCount(1);
        await expect(frame.getByRole("button")).toHaveCount(0);
      });
    }

    test("/admin/ in a sandboxed frame (scripts, but an origin of its own) shows only the link, and none of Decap runs", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto(`${framing}?halaman=${encodeURIComponent("/admin/")}&sandbox=allow-scripts%20allow-forms`);
      const frame = page.frameLocator("iframe");
      await expect(frame.getByRole("link", { name: "Buka halaman ini di jendelanya sendiri" })).toBeVisible();
      await expect(frame.locator("body > *")).toHaveCount(1);
      // Decap never started: no page of its own, nothing it failed to read (its storage is not this origin's).
      await expect(frame.locator("#nc-root")).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });

  test("on a host that redirects to the trailing slash, an address with two slashes at the start stays on this site", async ({
    request,
  }) => {
    const server = await serveOnItsOwn({ TRAILING_SLASH: "redirect" }, basePath);
    try {
      const origin = new URL(server.origin).origin;
      for (const path of ["//kontak", "//kegiatan", "/\\kontak"]) {
        const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
        const location = response.headers()["location"];
        // Redirected, "//kontak/" would be the host "kontak".
        if (location) expect(new URL(location, `${origin}/`).origin, `${path} -> ${location}`).toBe(origin);
        else expect(response.status(), path).toBe(404);
      }
    } finally {
      await server.stop();
    }
  });

  test("an address with two slashes at the start stays on this site", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    // Any request off this site: the page fixes its address as it is parsed,
    // before `load`, so a redirect elsewhere would show here by then.
    const offSite: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== origin) offSite.push(request.url());
    });
    for (const path of ["//situs-lain.test/X", "//situs-lain.test/kontak/index.html", "/%5Csitus-lain.test/X"]) {
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status(), path).toBe(404);
      await page.waitForLoadState("load");
      expect(offSite, path).toEqual([]);
      expect(new URL(page.url()).origin, path).toBe(origin);
    }
  });
});
