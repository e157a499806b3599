import type { BrowserContext, ConsoleMessage, Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PREVIEW_PATH } from "../../app/content/samples";
import { loadContent } from "../../app/content/load";
import type { SiteContent } from "../../app/content/schema";
import { upcoming } from "../../app/lib/dates/upcoming";
import { FIXTURE } from "./fixture-site.mjs";

/** What a build was made of (written by scripts/build/postbuild.mjs). */
export interface BuildInfo {
  buildDay: string;
  contentDir: string;
  siteOrigin: string;
  basePath: string;
  /** Every page, e.g. "/", "/struktur/bpc". */
  pages: string[];
  /** The pages the service worker saves ahead for a visitor who comes back (scripts/build/pages-ahead.mjs). */
  aheadPages: string[];
}

function buildInfo(buildDir: string): BuildInfo {
  const file = join(buildDir, "build-info.json");
  if (!existsSync(file)) {
    throw new Error(
      `No build in ${buildDir}/: run "npm run build" and "npm run build:fixture" first (npm test does both).`,
    );
  }
  return JSON.parse(readFileSync(file, "utf8")) as BuildInfo;
}

/** A built site and the content it was built from. */
export interface BuiltSite extends BuildInfo {
  content: SiteContent;
  /** "/struktur/bpc" -> "https://gmkiwamena.org/struktur/bpc/", as in canonical links and the sitemap. */
  addressOf(path: string): string;
  /** Titles of the events still to come on the build day, soonest first. */
  upcomingTitles: string[];
  /**
   * The pages the menus lead to: all but each event's and article's own page
   * and the archive's (reached from /kegiatan and /berita), the photo
   * credits (from the footer) and the list of samples (from the preview line).
   */
  menuPages: string[];
  /**
   * One page of each kind: each page, but only the first event's, article's
   * and komisariat's page (upcoming and past, for events), for checks of
   * what the code does the same on every page of a kind.
   */
  pageOfEachKind: string[];
}

function builtSite(buildDir: string): BuiltSite {
  const info = buildInfo(buildDir);
  const content = loadContent(info.contentDir);
  const kinds = new Set<string>();
  return {
    ...info,
    content,
    addressOf: (path) => `${info.siteOrigin}${info.basePath}${path === "/" ? "" : `${path.slice(1)}/`}`,
    upcomingTitles: upcoming(content.events, info.buildDay).map((event) => event.title),
    // The search's results page is reached from its boxes (/berita, the archive), not from a menu.
    menuPages: info.pages.filter(
      (path) => !/^\/(kegiatan|berita)\/./.test(path) && !["/kredit-foto", "/cari", PREVIEW_PATH].includes(path),
    ),
    pageOfEachKind: info.pages.filter((path) => {
      const upcomingEvent = content.events.some(
        (event) => path === `/kegiatan/${event.slug}` && event.date >= info.buildDay,
      );
      const kind = `${path.replace(/^\/(kegiatan|berita)\/arsip\/\d{4}$/, "/$1/arsip/*").replace(/^\/(kegiatan|berita|struktur)\/(?!bpc$)[^/]+$/, "/$1/*")} ${upcomingEvent}`;
      if (kinds.has(kind)) return false;
      kinds.add(kind);
      return true;
    }),
  };
}

/** The real site, built from content/ (the "site" project). */
export const realSite = (): BuiltSite => builtSite("build");

/** The fixture site, built from tests/fixtures/content/ (the "fixture" project). */
export const fixtureSite = (): BuiltSite => builtSite(FIXTURE.buildDir);

/** The toasts on screen (components/ui/toast-region.tsx), one list item each. */
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifikasi/ }).getByRole("listitem");

/**
 * Collects console errors and uncaught exceptions of a page, for tests that
 * expect none. Call before navigating.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Records Content-Security-Policy violations from the moment the page starts; call before navigating. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * Waits until the page is loaded, photos and all. Its scripts ran as it
 * was parsed: every control works from the first paint, so this is for
 * checks of the whole page (layout, axe), not for a control to be ready.
 */
export async function waitForPage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === "complete");
}

/**
 * Cuts the context's network for good. Chromium 150 keeps the emulated
 * `navigator.onLine === false` only in documents that were open when the
 * network was cut, so every later document is told as a real offline phone
 * would tell it.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false });
  });
}

/** The page's text as prerendered, tags removed: what a visitor gets before JavaScript. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}
