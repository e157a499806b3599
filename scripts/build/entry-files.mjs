// What each event and article adds, made after React Router's prerendering
// by its own request handler over the server build, one in-process request
// each: its page, its share card (kartu/…jpg) and an event's calendar file
// (kalender/<slug>.ics). React Router prerenders through a preview server
// over HTTP, and each path twice (the file, and a `.data` twin for its
// client, which no page here loads); with a few years of publishing that
// was most of the build's time (docs/PERFORMANCE.md, "Builds that stay
// fast"). What this leans on, and the check that it still holds, is
// docs/decisions/0014.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { createRequestHandler } from "react-router";

/** How many are made at once: sharp draws a card on its own threads meanwhile. */
const AT_ONCE = 4;

/**
 * Writes each page of `pages` ("/berita/x": its `x/index.html`) and each
 * file of `files` ("/kartu/berita-x.jpg"), paths without the base path,
 * where React Router writes its prerendered files: the client build folder,
 * under the base path (postbuild moves them up). `prerendered` is a page
 * React Router has prerendered: made here too, it must come out byte for
 * byte the same, or the build stops. Returns how many files it wrote.
 * @param {{ buildDir: string, basePath: string, pages: string[], files: string[], prerendered?: string }} options
 */
export async function makeEntryFiles({ buildDir, basePath, pages, files, prerendered }) {
  // The very module React Router's prerendering ran (Node's module cache),
  // so one content read for every page. React Router loads this file
  // through Vite's module runner, whose `import()` would run the server
  // build a second time; `require` is Node's own.
  /** @type {import("react-router").ServerBuild} */
  const build = createRequire(import.meta.url)(resolve(buildDir, "server", "index.js"));
  // Built with `ssr: true`, the handler renders any path a route matches, as
  // the development server does.
  const handle = createRequestHandler(build, "production");
  const fileOf = (/** @type {string} */ path) => join(buildDir, "client", ...`${basePath}${path.slice(1)}`.split("/"));
  /** @param {string} path "/berita/x/", "/kartu/x.jpg" */
  const fetchFile = async (path) => {
    const response = await handle(new Request(`http://localhost${basePath}${path.slice(1)}`));
    if (response.status !== 200) throw new Error(`${path}: the build answered ${response.status}`);
    return response;
  };

  if (prerendered) {
    const ours = await (await fetchFile(`${prerendered}/`)).text();
    if (ours !== (await readFile(fileOf(`${prerendered}/index.html`), "utf8")))
      throw new Error(
        `${prerendered}: made in process, the page differs from React Router's prerendering; see docs/decisions/0014`,
      );
  }

  let written = 0;
  // Each folder made once (a recursive mkdir per file was a few ms each on a loaded machine).
  const folders = new Map();
  /** @param {string} path @param {string | Uint8Array} contents */
  const write = async (path, contents) => {
    const file = fileOf(path);
    const folder = dirname(file);
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    await folders.get(folder);
    await writeFile(file, contents);
    written += 1;
  };
  /** @type {(() => Promise<void>)[]} */
  const tasks = [
    ...pages.map((page) => async () => write(`${page}/index.html`, await (await fetchFile(`${page}/`)).text())),
    ...files.map((path) => async () => write(path, new Uint8Array(await (await fetchFile(path)).arrayBuffer()))),
  ];
  const worker = async () => {
    for (let task = tasks.shift(); task; task = tasks.shift()) await task();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return written;
}
