import { spawn } from "node:child_process";

/** A build served on a port of its own by scripts/tools/serve.mjs. */
export interface OwnServer {
  port: number;
  /** "http://127.0.0.1:<port>" and the base path without its last slash. */
  origin: string;
  /** Stops the server; resolves once its port is free again. */
  stop(): Promise<void>;
}

/**
 * Serves a build as a static host would, on the port given or one the
 * system chooses. `env` sets the server's options (BUILD_DIR,
 * TRAILING_SLASH, SLOW_PAGES_MS); `basePath` is the build's.
 */
export async function serveOnItsOwn(env: Record<string, string>, basePath: string, port = 0): Promise<OwnServer> {
  const server = spawn(process.execPath, ["scripts/tools/serve.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const printed = await new Promise<string>((resolve) => server.stdout!.once("data", (data) => resolve(String(data))));
  const listening = Number(/:(\d+)\//.exec(printed)?.[1]);
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  return {
    port: listening,
    origin: `http://127.0.0.1:${listening}${basePath.replace(/\/$/, "")}`,
    stop: async () => {
      server.kill();
      await exited;
    },
  };
}
