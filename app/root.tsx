import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import noscriptStylesheet from "./noscript.css?url";
import { PageTitle } from "./components/layout/page-title";
import { SiteShell } from "./components/layout/site-shell";
import { siteContent } from "./content/content.server";
import { buildDay } from "./lib/dates/build-day.server";
import { siteData } from "./lib/page-data/site-data.server";
import { THEME_COLOR } from "./lib/media/theme";
import { sitePath } from "./lib/pages/addresses";

// Runs at build: what header and footer show travels in each page's HTML.
export function loader() {
  return { siteData: siteData(siteContent(), buildDay) };
}

// Icons and manifest are made at build (routes/files/).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: sitePath("favicon.svg"), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: sitePath("apple-touch-icon.png") },
  { rel: "manifest", href: sitePath("manifest.webmanifest") },
];

/**
 * The document around every page. React renders every page at build, and
 * no page loads it in the browser: every link is a document load, and what
 * a page does in the browser is its small inline scripts, added at build
 * (app/scripts/, docs/decisions/0006), so React Router's `<Scripts />` is
 * left out, as its docs allow a server-rendered app. The development server
 * runs the same scripts as modules.
 */
export function Layout({ children }: { children: ReactNode }) {
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
        {import.meta.env.DEV && <script type="module" src={sitePath("app/scripts/dev.ts")} />}
      </body>
    </html>
  );
}

export default function App() {
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
        <a
          className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-900 px-5 font-semibold text-white"
          href={sitePath("/")}
        >
          Kembali ke Beranda
        </a>
      </section>
    </SiteShell>
  );
}
