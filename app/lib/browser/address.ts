/**
 * How an address as typed differs from the page's own address:
 * "/kontak/index.html" is "/kontak/" (same page, the address bar is
 * corrected in place); "/KONTAK" answered with the 404 page is worth one
 * more try as "/kontak" (a full load, since the HTML is the wrong page's).
 * Null when the address is right as it is. The base path (e.g. a GitHub
 * repository's "/GMKI-Wamena/") keeps its case. A path that begins with two
 * slashes ("//host/…", which browsers also read from "/\host/…") would
 * name another site as an address, so it is never corrected: the visitor
 * stays on this site's 404 page.
 */
export function addressToFix(
  { pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">,
  notFoundPage: boolean,
  base = "/",
): { href: string; reload: boolean } | null {
  if (/^[/\\]{2}/.test(pathname)) return null;
  const page = pathname.replace(/\/index\.html$/i, "/");
  const lower = page.startsWith(base) ? base + page.slice(base.length).toLowerCase() : page;
  if (notFoundPage && lower !== page) return { href: lower + search + hash, reload: true };
  if (page !== pathname) return { href: page + search + hash, reload: false };
  return null;
}

/**
 * The address under which the service worker saves a page: "/kontak/" and
 * "/kontak/index.html" are "/kontak"; the home page is the base itself.
 */
export function savedPageAddress(pathname: string, base = "/"): string {
  const page = pathname.replace(/\/index\.html$/, "/").replace(/(.)\/$/, "$1");
  return page === base.replace(/\/$/, "") ? base : page;
}
