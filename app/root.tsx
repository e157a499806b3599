import { use, useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import noscriptStylesheet from "./noscript.css?url";
import { PageTitle } from "./components/layout/page-title";
import { SiteShell } from "./components/layout/site-shell";
import { siteContent } from "./content/content.server";
import { buildDay } from "./lib/dates/build-day.server";
import { pageNeedsReact } from "./lib/pages/handle";
import { SpaFallback } from "./lib/pages/spa-fallback";
import { siteData } from "./lib/page-data/site-data.server";
import { THEME_COLOR } from "./lib/meta/theme";

// Runs at build: what header and footer show travels in each page's HTML.
export function loader() {
  return { siteData: siteData(siteContent(), buildDay) };
}

// The same on every page: never fetched again while the visitor browses.
export const shouldRevalidate = () => false;

// Icons and manifest are made at build (routes/files/).
const base = import.meta.env.BASE_URL;
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${base}favicon.svg`, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: `${base}apple-touch-icon.png` },
  { rel: "manifest", href: `${base}manifest.webmanifest` },
];

/**
 * The document around every page. Only a page whose route asks for React
 * (its `handle`, app/lib/pages/handle.ts) gets React's scripts; every page
 * gets the page script, added at build (scripts/build/page-script.mjs).
 * Once React runs, it stays: a page reached from there is rendered by it.
 */
export function Layout({ children }: { children: ReactNode }) {
  const scripts = pageNeedsReact(useMatches()) || typeof document !== "undefined" || use(SpaFallback);
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href={noscriptStylesheet} />
        </noscript>
      </head>
      <body>
        {children}
        {scripts && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // React has made the page work: `html[data-hydrated]` tells tests and tools
  // (tests/support/site.ts) without reading React's internals.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** Shown if a page fails to render: says so plainly and offers a way on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <SiteShell>
      <section className="container-page py-20">
        <PageTitle>{notFound ? "Halaman tidak ditemukan" : "Terjadi kesalahan"}</PageTitle>
        <p className="mt-4 max-w-prose text-lg text-muted">
          {notFound
            ? "Halaman yang Anda cari tidak ada atau sudah dipindahkan."
            : "Maaf, halaman ini tidak dapat ditampilkan. Silakan muat ulang atau kembali ke beranda."}
        </p>
        <Link
          to="/"
          className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-900 px-5 font-semibold text-white"
        >
          Kembali ke Beranda
        </Link>
      </section>
    </SiteShell>
  );
}
