import type { ReactNode } from "react";
import { useSiteData } from "~/hooks/use-site-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import { sitePath } from "~/lib/pages/addresses";

/**
 * Header, main landmark and footer around every page; between header and
 * page, while sample facts are unconfirmed, the line that says the site is
 * a preview (its words come with the page's data, from
 * app/content/samples.ts). The menus' behaviour beyond the
 * browser's own (closing, the inert page behind the mobile menu) is the
 * page script's (app/scripts/page.ts).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const preview = useSiteData()?.preview;

  return (
    <>
      <SkipLink />
      <SiteHeader />
      {preview && (
        <aside aria-label="Pratinjau" className="preview-line">
          {preview.text}{" "}
          <a className="font-semibold underline underline-offset-2" href={sitePath(preview.href)}>
            {preview.link}
          </a>
        </aside>
      )}
      {/* While the mobile menu covers the page, the page script makes it inert. */}
      <main id="konten" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
