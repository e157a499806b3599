/**
 * Whether `href` is the page at `pathname`. Static hosts may answer
 * "/kontak/" for "/kontak" (GitHub Pages redirects to the slash), so a
 * trailing slash does not count.
 */
export function isCurrentPath(pathname: string, href: string): boolean {
  return stripTrailingSlash(pathname) === stripTrailingSlash(href);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}
