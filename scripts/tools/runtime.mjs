// The first step of `npm test`: says which Node runs the project's commands,
// and stops when it is not the one package.json pins. That Node is the
// registry's `node` package (devDependencies), linked as
// node_modules/.bin/node, which npm scripts find before the system's
// (docs/decisions/0010-node-from-the-registry.md).
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
const pinned = `v${manifest.devDependencies.node}`;

console.log(`node ${process.version} (${process.execPath})`);
if (process.version !== pinned) {
  console.error(
    `This ran on Node ${process.version}, not the project's ${pinned}: node_modules/.bin/node is missing or was not ` +
      "linked (its install script did not run). Run `npm install` and allow the `node` package's install script " +
      "(package.json, allowScripts).",
  );
  process.exit(1);
}
