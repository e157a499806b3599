// What each event and article adds, made after React Router's prerendering
// by its own request handler over the server build, one in-process request
// each: its page (HTML and `.data`, as React Router writes them), its share
// card (kartu/…jpg) and an event's calendar file (kalender/<slug>.ics).
// React Router prerenders through a Vite preview server over HTTP, and each
// file twice: the file, and a `.data` twin nothing reads (postbuild deletes
// it), for which it runs the loader again and encodes the file's bytes. With
// a few years of publishing these were most of the build's time
// (docs/PERFORMANCE.md, "Builds that stay fast"). The routes are unchanged,
// so `npm run dev` serves them all too.
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { createRequestHandler } from "react-router";

/** How many are made at once: sharp draws a card on its own threads meanwhile. */
const AT_ONCE = 4;

/**
 * React Router hands a page's data to its HTML request when the data is
 * short (encoded, under 8 KB), so the loaders run once; longer, they run
 * again (`createRouteRequest` in @react-router/dev's Vite plugin). Done the
 * same here, so that each page is byte for byte what it prerenders.
 */
const DATA_HEADER = "X-React-Router-Prerender-Data";
const DATA_HEADER_MAX = 8 * 1024;

/**
 * Writes each page of `pages` ("/berita/x": its `x/index.html` and `x.data`)
 * and each file of `files` ("/kartu/berita-x.jpg"), paths without the base
 * path, where React Router writes its prerendered files: the client build
 * folder, under the base path (postbuild moves them up). Returns how many
 * files it wrote.
 * @param {{ buildDir: string, basePath: string, pages: string[], files: string[] }} options
 */
export async function makeEntryFiles({ buildDir, basePath, pages, files }) {
  // The very module React Router's prerendering ran (Node's module cache),
  // so one module state: one content read, one script mark
  // (app/lib/pages/script-mark.server.ts) for every page. React Router loads
  // this file through Vite's module runner, whose `import()` would run the
  // server build a second time; `require` is Node's own.
  /** @type {import("react-router").ServerBuild} */
  const build = createRequire(import.meta.url)(resolve(buildDir, "server", "index.js"));
  // A static build's handler answers only the paths it was told are
  // prerendered (`ServerBuild.prerender`); these are, here.
  const handle = createRequestHandler({ ...build, prerender: [...build.prerender, ...pages, ...files] }, "production");
  // The handler honours the data header only in a build (React Router's prerendering sets this too).
  const wasBuildRequest = process.env.IS_RR_BUILD_REQUEST;
  process.env.IS_RR_BUILD_REQUEST = "yes";
  let written = 0;
  // Each folder made once (a recursive mkdir per file was a few ms each on a loaded machine).
  const folders = new Map();
  /** @param {string} path "/berita/x.data", as the handler answers it @param {Request} request */
  const fetchFile = async (path, request = new Request(`http://localhost${basePath}${path.slice(1)}`)) => {
    const response = await handle(request);
    // A page's data answers 202 when it holds a Response to stream (React Router accepts both).
    if (response.status !== 200 && !(path.endsWith(".data") && response.status === 202))
      throw new Error(`${path}: the build answered ${response.status}`);
    return response;
  };
  /** @param {string} path @param {string | Uint8Array} contents */
  const write = async (path, contents) => {
    const file = join(buildDir, "client", ...`${basePath}${path.slice(1)}`.split("/"));
    const folder = dirname(file);
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    await folders.get(folder);
    await writeFile(file, contents);
    written += 1;
  };
  /** @type {(() => Promise<void>)[]} */
  const tasks = [
    ...pages.map((page) => async () => {
      const data = await (await fetchFile(`${page}.data`)).text();
      await write(`${page}.data`, data);
      const encoded = encodeURI(data);
      const headers = new Headers(encoded.length < DATA_HEADER_MAX ? { [DATA_HEADER]: encoded } : {});
      const html = await fetchFile(page, new Request(`http://localhost${basePath}${page.slice(1)}/`, { headers }));
      await write(`${page}/index.html`, await html.text());
    }),
    ...files.map((path) => async () => {
      await write(path, new Uint8Array(await (await fetchFile(path)).arrayBuffer()));
    }),
  ];
  const worker = async () => {
    for (let task = tasks.shift(); task; task = tasks.shift()) await task();
  };
  try {
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  } finally {
    if (wasBuildRequest === undefined) delete process.env.IS_RR_BUILD_REQUEST;
    else process.env.IS_RR_BUILD_REQUEST = wasBuildRequest;
  }
  return written;
}
