// Serves the built site as a static host would: clean URLs (/kontak ->
// kontak/index.html), 404.html with status 404 for unknown paths, long
// caching for hashed assets, and gzip/brotli compression.
// Usage: node scripts/serve.mjs  (PORT, HOST and BUILD_DIR are honoured)
import compression from "compression";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

const dir = process.env.BUILD_DIR ?? "build/client";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(join(dir, "index.html"))) {
  console.error(`No built site in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}

const notFoundPage = readFileSync(join(dir, "404.html"));

const serveFile = sirv(dir, {
  dev: false,
  etag: true,
  setHeaders(res, pathname) {
    // Vite puts content-hashed files in /assets/: they never change.
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    );
  },
});

// Typed for Express, but works on plain node:http requests and responses.
const compress =
  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void} */ (
    /** @type {unknown} */ (compression())
  );

createServer((req, res) => {
  compress(req, res, () =>
    serveFile(req, res, () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      res.end(notFoundPage);
    }),
  );
}).listen(port, host, () => {
  console.log(`GMKI Cabang Wamena: http://${host === "127.0.0.1" ? "localhost" : host}:${port}`);
});
