// Serves the built site as a static host would: clean URLs (/kontak ->
// kontak/index.html), 404.html with status 404 for unknown paths, the
// headers of client/_headers (security headers, long caching for hashed
// assets) as Cloudflare Pages applies them (every matching rule; a header
// given twice joined with a comma, so two policies where the file gives
// two), and gzip or brotli compression, under the base path the site was
// built for.
// With HEADERS=none it sends no headers from _headers, as GitHub Pages
// cannot (the framing tests use it). With TRAILING_SLASH=redirect it answers /kontak with a 301 to /kontak/, as
// GitHub Pages does (the offline tests use it). With SLOW_PAGES_MS=5000 it
// answers requests for pages (not their files) that much later, as a
// stalled mobile connection would (the update tests use it). With
// MAX_AGE=600 it lets browsers keep every file that long, as GitHub Pages
// does (the update tests use it).
// Usage: node scripts/tools/serve.mjs  (PORT, HOST, BUILD_DIR, HEADERS, TRAILING_SLASH, SLOW_PAGES_MS and MAX_AGE are honoured;
// PORT=0 lets the system choose, and the address printed says which)
import compression from "compression";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { buildDir } from "../../site.config.mjs";
import { parseHeadersFile } from "../build/security.mjs";

const dir = join(buildDir, "client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const redirectToSlash = process.env.TRAILING_SLASH === "redirect";
const slowPagesMs = Number(process.env.SLOW_PAGES_MS ?? 0);
const maxAge = process.env.MAX_AGE;

if (!existsSync(join(dir, "index.html"))) {
  console.error(`No built site in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}
/** The base path the site was built for (scripts/build/postbuild.mjs). */
const { basePath } = JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8"));

const notFoundPage = readFileSync(join(dir, "404.html"));
const headersFor =
  process.env.HEADERS === "none" ? () => [] : parseHeadersFile(readFileSync(join(dir, "_headers"), "utf8"));

/**
 * Headers as a static host would send them for this address.
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 */
function setHeaders(res, pathname) {
  res.setHeader("Cache-Control", maxAge ? `max-age=${maxAge}` : "no-cache");
  // GitHub Pages and Cloudflare Pages send it with every file; a page in a
  // sandboxed frame (an origin of its own) loads its module scripts only so.
  res.setHeader("Access-Control-Allow-Origin", "*");
  for (const [name, value] of headersFor(pathname)) res.setHeader(name, value);
}

const serveFile = sirv(dir, {
  dev: false,
  etag: true,
  setHeaders: (res, pathname) => setHeaders(res, basePath + pathname.slice(1)),
});

// Typed for Express, but works on plain node:http requests and responses.
const compress =
  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void} */ (
    /** @type {unknown} */ (compression())
  );

/** @param {import("node:http").ServerResponse} res */
const notFound = (res) => {
  res.statusCode = 404;
  setHeaders(res, "/404.html");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(notFoundPage);
};

const server = createServer(async (req, res) => {
  // A page: an address with no file extension, or an .html file (a service
  // worker's copy of a navigation is no navigation to the server).
  if (slowPagesMs > 0 && !/\.(?!html$)[a-z0-9]+$/i.test(req.url?.split("?")[0] ?? "")) {
    await new Promise((resolve) => setTimeout(resolve, slowPagesMs));
  }
  compress(req, res, () => {
    // A site built for /<repo>/ lives there only, as on GitHub Pages.
    if (!req.url?.startsWith(basePath)) return notFound(res);
    req.url = `/${req.url.slice(basePath.length)}`;
    const [encoded = "/", query = ""] = req.url.split("?");
    // Tested as the file it names, decoded once as sirv decodes it
    // ("/favicon.sv%67/" is "/favicon.svg/"); an address that cannot be decoded names none.
    let pathname;
    try {
      pathname = decodeURI(encoded);
    } catch {
      return notFound(res);
    }
    // An address with "//" or "\\" is no page: redirected, "//kontak/" would
    // leave the site for a host called "kontak".
    const plain = !/\/\/|\\/.test(pathname);
    // A file asked for as a folder ("/favicon.svg/") is no page: as static hosts, 404.
    if (pathname.length > 1 && pathname.endsWith("/") && /\.[a-z0-9]+\/$/i.test(pathname)) return notFound(res);
    if (redirectToSlash && plain && !pathname.endsWith("/") && existsSync(join(dir, pathname, "index.html"))) {
      res.statusCode = 301;
      res.setHeader("Location", `${basePath}${encoded.slice(1)}/${query && `?${query}`}`);
      return res.end();
    }
    serveFile(req, res, () => notFound(res));
  });
});
// PORT=0 takes any free port; the address printed is the one to open.
// Idle connections stay open a minute, as static hosts' do. Node's default
// of 5 s closes a kept-alive socket just as a slow client reuses it, and the
// client sees "socket hang up" (seen in the browser tests on a busy machine).
server.keepAliveTimeout = 60_000;
server.headersTimeout = 65_000;

server.listen(port, host, () => {
  const { port: listening } = /** @type {import("node:net").AddressInfo} */ (server.address());
  console.log(`GMKI Cabang Wamena: http://${host === "127.0.0.1" ? "localhost" : host}:${listening}${basePath}`);
});
