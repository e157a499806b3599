import { posix } from "node:path";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: readonly RouteEntry[];
}

/**
 * Every page of a route table (app/routes.ts), e.g. "/", "/struktur/bpc":
 * paths without parameters, the catch-all, or a file extension (those are
 * files such as /sitemap.xml, not pages).
 */
export function pagePaths(routes: readonly RouteEntry[]): Set<string> {
  const paths = new Set<string>();
  const walk = (entries: readonly RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.index ? parent : posix.join(parent, entry.path ?? "");
      const file = /\.[a-z]+$/.test(path);
      if (!file && !path.includes("*") && !path.includes(":")) paths.add(path === "" ? "/" : path);
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes, "/");
  return paths;
}
