import { useRouteLoaderData } from "react-router";
import type { SiteData } from "~/lib/page-data/site-data.server";

/**
 * The site's name and motto, the menu, contact details, social accounts and
 * the year, for header, footer and the pages that repeat them, from the
 * root loader (app/lib/page-data/site-data.server.ts). Missing only if the root itself
 * failed, when the error page shows without them.
 */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData<{ siteData: SiteData }>("root")?.siteData;
}
