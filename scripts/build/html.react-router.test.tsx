// The boot script deferHydration rewrites (docs/decisions/0001-deferred-hydration.md)
// is React Router's, not ours: render it with the installed React Router,
// the way a prerendered page gets it, and check that it can still be
// rewritten. When an upgrade changes its shape, this fails here, naming the
// decision to revisit, before any build does.
import { renderToString } from "react-dom/server";
import { createStaticHandler, Scripts, ServerRouter, type EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./html.mjs";

const routeEntry = (id: string, module: string, extra: Record<string, unknown>) => ({
  id,
  module,
  imports: [],
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  ...extra,
});

/** A prerendered page's HTML as the installed React Router writes it: framework mode, ssr: false, prerendered. */
async function reactRouterPage(): Promise<string> {
  const manifest = {
    version: "1",
    url: "/assets/manifest-1.js",
    entry: { module: "/assets/entry.client-2.js", imports: ["/assets/react-dom-3.js"] },
    routes: {
      root: routeEntry("root", "/assets/root-4.js", { path: "" }),
      "routes/home": routeEntry("routes/home", "/assets/home-5.js", { parentId: "root", index: true }),
    },
  };
  const routeModules = {
    root: {
      default: () => (
        <html lang="id">
          <head>
            <meta charSet="utf-8" />
          </head>
          <body>
            <main>Beranda</main>
            <Scripts />
          </body>
        </html>
      ),
    },
    "routes/home": { default: () => null },
  };
  const handler = createStaticHandler([{ id: "root", path: "/", children: [{ id: "routes/home", index: true }] }]);
  const staticHandlerContext = await handler.query(new Request("http://localhost/"));
  if (staticHandlerContext instanceof Response) throw new Error("unexpected response");
  const context = {
    manifest,
    routeModules,
    staticHandlerContext,
    serverHandoffString: "{}",
    future: {},
    ssr: false,
    isSpaMode: false,
    routeDiscovery: { mode: "initial" },
  } as unknown as EntryContext;
  return `<!DOCTYPE html>${renderToString(<ServerRouter context={context} url="http://localhost/" />)}`;
}

describe("the boot script of the installed React Router", () => {
  it("is still the one deferHydration knows how to defer", async () => {
    const html = await reactRouterPage();
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-2.js"/>');
    const deferred = deferHydration(html, () => []);
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    expect(deferred).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(deferred).toContain('await import("/assets/entry.client-2.js");');
  });
});
