// Ports for the servers the browser tests start, chosen by the operating
// system: a fixed port fails the run when anything else holds it (another
// checkout's tests, a forgotten `npm start`).
import { execFileSync } from "node:child_process";
import { createServer } from "node:net";

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** The same, for playwright.config.ts, which cannot wait. */
export function freePortSync() {
  const script = `import("${import.meta.url}").then(async ({ freePort }) => console.log(await freePort()))`;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim());
}
