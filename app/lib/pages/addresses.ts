/** An entry of the main menu (navigation.server.ts). */
export interface NavItem {
  label: string;
  /** A page of this site, e.g. "/kegiatan". */
  href: string;
}

/** A group opens a submenu; its first link is the page that introduces the group. */
export interface NavGroup {
  label: string;
  children: NavItem[];
}

export type NavEntry = NavItem | NavGroup;

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

/** A step of the way. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The way to a page through the menu, this page last under its own title:
 * Beranda › Struktur › Struktur Badan Pengurus Cabang. A group is reached
 * through its first page (Struktur → /struktur); a page below a menu page
 * hangs from it (Beranda › Berita › an article); a page outside the menu
 * hangs from Beranda.
 */
export function breadcrumbTrail(pathname: string, title: string, nav: readonly NavEntry[]): Crumb[] {
  const home = { name: "Beranda", path: "/" };
  const here = { name: title, path: stripTrailingSlash(pathname) };
  if (here.path === "/") return [];
  for (const entry of nav) {
    if (!("children" in entry)) {
      if (entry.href !== "/" && here.path.startsWith(`${entry.href}/`))
        return [home, { name: entry.label, path: entry.href }, here];
      continue;
    }
    const [intro] = entry.children;
    const inGroup = entry.children.some((child) => isCurrentPath(pathname, child.href));
    if (intro && inGroup && !isCurrentPath(pathname, intro.href)) {
      return [home, { name: entry.label, path: intro.href }, here];
    }
  }
  return [home, here];
}

/**
 * A page's or file's address under the site's base path, as a link in the
 * HTML needs it: "/kontak" is "/gmki-wamena/kontak" on GitHub Pages, "/"
 * the base itself. Links are plain: every link is a document load
 * (docs/decisions/0006), so none needs React Router's `<Link>`.
 */
export const sitePath = (path: string) => `${import.meta.env.BASE_URL}${path.replace(/^\//, "")}`;

/** An article's own page (articles with a body have one). */
export const articlePath = (slug: string) => `/berita/${slug}`;

/** An event's own page. */
export const eventPath = (slug: string) => `/kegiatan/${slug}`;

/** The 1200×630 card a shared link to an event or an article shows, under the site's base (routes/files/share-card.ts). */
export const eventCardFile = (slug: string) => `kartu/kegiatan-${slug}.jpg`;
export const articleCardFile = (slug: string) => `kartu/berita-${slug}.jpg`;

/** A year of the news archive: every article of that year. */
export const newsArchivePath = (year: string) => `/berita/arsip/${year}`;

/** A year of the events archive: every event of that year. */
export const eventsArchivePath = (year: string) => `/kegiatan/arsip/${year}`;

/** Where an event's calendar file is, under the site's base: "kalender/natal-2026.ics". */
export const calendarFilePath = (event: { slug: string }) => `kalender/${event.slug}.ics`;

/**
 * The calendar feed's name beside the events' files. Subscribed calendars
 * keep this address for years, so it never changes; the content check keeps
 * events from taking it as their slug.
 */
export const calendarFeedSlug = "gmki-wamena";
export const calendarFeedPath = calendarFilePath({ slug: calendarFeedSlug });
