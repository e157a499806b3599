// `npm run admin`: the content admin on this computer, without GitHub.
// Starts the local backend (decap-server, which saves each change as a
// commit in this repository), the admin, and the site in development mode,
// all on 127.0.0.1. Stop with Ctrl+C.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { cmsLocalPort } from "../../site.config.mjs";

const bin = (/** @type {string} */ name) => `node_modules/.bin/${name}`;
const adminPort = Number(process.env.ADMIN_PORT || 3001);
const sitePort = Number(process.env.PORT || 3000);
// The working copy the backend commits in: this one (a test gives its own).
const repoDir = process.env.ADMIN_REPO_DIR || process.cwd();

/** @param {string} name @param {string} command @param {string[]} args @param {Record<string, string>} env */
function start(name, command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
  child.on("exit", (code) => {
    console.error(`admin: ${name} stopped (${code ?? "signal"}); stopping the rest`);
    stopAll(code ?? 1);
  });
  return child;
}

/** @type {import("node:child_process").ChildProcess[]} */
let children = [];

/** Stops every process started here (none is left running on its own), then this one. */
function stopAll(/** @type {number} */ code) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}

children = [
  start("local backend", bin("decap-server"), [], {
    MODE: "git",
    BIND_HOST: "127.0.0.1",
    PORT: String(cmsLocalPort),
    GIT_REPO_DIRECTORY: repoDir,
    LOG_LEVEL: "warn",
  }),
  start("admin", bin("vite"), ["--config", "admin/vite.config.ts", "--port", String(adminPort), "--strictPort"]),
  // The site from the same working copy, each page read as it is asked for:
  // "Lihat di situs" opens what was saved a moment ago.
  start("site", bin("react-router"), ["dev", "--host", "127.0.0.1", "--port", String(sitePort)], {
    CONTENT_DIR: join(repoDir, "content"),
  }),
];

console.log(`
  Admin konten: http://127.0.0.1:${adminPort}/admin/  (tekan "Masuk"; tiap perubahan menjadi commit di repositori ini)
  Situs:        http://127.0.0.1:${sitePort}/
`);

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
