// The service worker's answers to React Router's data requests rest on
// React Router's conventions, not on documented APIs (its maintainers may
// change the header names in a minor release: remix-run/react-router#13364).
// Here the installed React Router's own client router, wired as
// HydratedRouter wires it for a prerendered site, moves between two pages:
// an upgrade that changes where it asks for a page's data, or how it reads
// the worker's answer, fails this test, pointing to docs/decisions/0007.
import {
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as singleFetchDataStrategy,
  type DataRouter,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isDataRequest, loadAsDocument, pageOfDataRequest } from "./data-request";

describe("pageOfDataRequest", () => {
  it("names the page a data request is for", () => {
    expect(pageOfDataRequest("/kontak.data")).toBe("/kontak");
    expect(pageOfDataRequest("/kegiatan/natal-2026.data")).toBe("/kegiatan/natal-2026");
    expect(pageOfDataRequest("/_.data")).toBe("/");
    expect(pageOfDataRequest("/gmki-wamena/_.data")).toBe("/gmki-wamena/");
  });
});

/** A route as React Router's build describes it for a prerendered page with a loader. */
const route = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  ...(parentId ? { parentId } : {}),
  module: `/assets/${id}.js`,
  hasLoader: true,
  hasClientLoader: false,
  hasAction: false,
  hasClientAction: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});

/** The client router of a prerendered site (ssr: false), as HydratedRouter makes it, on `path`. */
function siteRouter(path: string, location: { assign(url: string): void; replace(url: string): void }) {
  const manifest = {
    routes: {
      root: route("root", ""),
      "routes/news": route("routes/news", "berita", "root"),
      "routes/contact": route("routes/contact", "kontak", "root"),
    },
  };
  // The route modules, as if already loaded.
  const modules = {
    root: { default: () => null },
    "routes/news": { default: () => null },
    "routes/contact": { default: () => null },
  };
  const loaderData = { root: {}, "routes/news": {} };
  // Typed loosely: the build's manifest has more than the router reads.
  const routes = createClientRoutes(manifest.routes as never, modules, { loaderData }, false, false);
  // What the router uses of the browser's window: a document (so that it
  // acts as in a browser) and the location, which a document load changes.
  const browser = {
    document,
    sessionStorage,
    addEventListener: () => {},
    removeEventListener: () => {},
    location: { origin: "http://localhost", href: `http://localhost${path}`, ...location },
  } as unknown as Window;
  const router: DataRouter = createRouter({
    routes,
    history: createMemoryHistory({ initialEntries: [path] }),
    hydrationData: { loaderData },
    mapRouteProperties: defaultMapRouteProperties,
    dataStrategy: singleFetchDataStrategy(() => router, manifest as never, modules, false),
    window: browser,
  });
  return router.initialize();
}

describe("React Router's data request, answered by the service worker offline", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a request the worker recognises, and its answer loads the page as a document", async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const { pathname } = new URL(input instanceof Request ? input.url : input);
        requested.push(pathname);
        // Once: were React Router to follow it as a move within the app, it
        // would ask again, and meet a failed network.
        if (requested.length > 1) throw new TypeError("Failed to fetch");
        return loadAsDocument(pageOfDataRequest(pathname));
      }),
    );
    const assign = vi.fn();
    const router = siteRouter("/berita", { assign, replace: assign });

    await router.navigate("/kontak");

    expect(requested).toEqual(["/kontak.data"]);
    expect(requested.every(isDataRequest)).toBe(true);
    expect(assign).toHaveBeenCalledWith("/kontak");
    router.dispose();
  });
});
