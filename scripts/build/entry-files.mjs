// The files each event and article adds, its share card (kartu/…jpg) and an
// event's calendar file (kalender/<slug>.ics), made after React Router's
// prerendering by its own request handler over the server build, one
// in-process request each. React Router's prerendering would make each file
// twice: the file, and a `.data` twin nothing reads (postbuild deletes it),
// for which it runs the loader again and encodes the file's bytes: half its
// time with a few years of publishing (docs/PERFORMANCE.md, "Builds that
// stay fast"). The routes are unchanged, so `npm run dev` serves the files too.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";

/** How many files are made at once: sharp draws a card on its own threads meanwhile. */
const AT_ONCE = 4;

/**
 * Writes each file of `paths` ("/kartu/berita-x.jpg", without the base path)
 * where React Router writes its prerendered files: the client build folder,
 * under the base path (postbuild moves them up).
 * @param {{ buildDir: string, basePath: string, paths: string[] }} options
 */
export async function makeEntryFiles({ buildDir, basePath, paths }) {
  /** @type {import("react-router").ServerBuild} */
  const build = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
  // A static build's handler answers only the paths it was told are
  // prerendered (`ServerBuild.prerender`); these are, here.
  const handle = createRequestHandler({ ...build, prerender: [...build.prerender, ...paths] }, "production");
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const url = `http://localhost${basePath}${path.slice(1)}`;
      const response = await handle(new Request(url));
      if (response.status !== 200) throw new Error(`${path}: the build answered ${response.status}`);
      const file = join(buildDir, "client", ...new URL(url).pathname.split("/"));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, new Uint8Array(await response.arrayBuffer()));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}
