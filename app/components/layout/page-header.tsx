import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useSiteData } from "~/hooks/use-site-data";
import { breadcrumbTrail } from "~/lib/pages/addresses";
import { Breadcrumbs } from "./breadcrumbs";
import { PageTitle } from "./page-title";
import { WholeWords } from "~/components/ui/whole-words";
import { Photo } from "~/components/media/photo";
import type { PhotoData } from "~/lib/media/photo-data";
import { ForeignTerms } from "~/components/text/foreign-terms";
import { cn } from "~/lib/cn";
interface PageHeaderProps {
  /** Small line above the title on wide screens, e.g. the section: "Tentang". */
  eyebrow?: string;
  /** The page's title. */
  title: string;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** A photo behind the band, under a deep-blue veil that keeps the words readable. */
  photo?: PhotoData;
  /** The page's drawn motif (lib/media/motifs.server.ts): at the band's foot on a phone, at its right from 40rem. */
  motif?: { src: string };
  /** One link under the words, e.g. an event's "Daftar Sekarang" to its sign-up further down. */
  action?: ReactNode;
}

/**
 * The blue band that opens every page but the home page: the way here
 * (breadcrumbs, from the menu), the title and a short introduction, and
 * the page's drawing of the valley. On a phone the words come first, on
 * solid blue, and the drawing makes the band's last 6rem, so the page's own
 * content still starts on the first screen. A long title (an event's,
 * an article's) is set a step smaller, in three lines rather than five.
 */
export function PageHeader({ eyebrow, title, intro, photo, motif, action }: PageHeaderProps) {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname, title, useSiteData()?.nav ?? []);
  return (
    <div data-page-header="" className="relative isolate overflow-hidden bg-brand-900 on-dark">
      {!photo && motif && (
        // The band's drawing at every width (app.css, .header-art): on a
        // phone at the band's foot, under the words; from 40rem at its
        // right, behind a veil that clears from the words. A file of about
        // 1 KB, shared by the pages of one topic (docs/PERFORMANCE.md).
        <>
          <img src={motif.src} alt="" width={1600} height={400} fetchPriority="high" className="header-art" />
          <div className="absolute inset-0 -z-20 max-sm:hidden sm:bg-linear-to-r sm:from-brand-900 sm:from-40% sm:via-brand-900/75 sm:via-60% sm:to-brand-900/0 sm:to-85%" />
        </>
      )}
      {photo && (
        <div className="absolute inset-0 -z-20">
          <Photo photo={photo} priority alt="" sizes="100vw" className="size-full" />
          <div className="absolute inset-0 bg-linear-to-r from-brand-950/90 via-brand-950/75 to-brand-950/45" />
        </div>
      )}
      <div
        data-page-header-text=""
        className={cn("container-page pt-1 sm:pt-5 sm:pb-12 lg:pt-8 lg:pb-16", motif && !photo ? "pb-24" : "pb-6")}
      >
        {trail.length > 0 && <Breadcrumbs trail={trail} />}
        {eyebrow && <p className="mt-6 hidden eyebrow text-accent-400 sm:block lg:mt-8">{eyebrow}</p>}
        <PageTitle size={title.length > 40 ? "long" : "compact"} className="mt-1 max-w-3xl text-white sm:mt-3">
          <ForeignTerms plain={(part, key) => <WholeWords key={key}>{part}</WholeWords>}>{title}</ForeignTerms>
        </PageTitle>
        {intro && <p className="mt-2 max-w-2xl text-sm/relaxed text-brand-200 sm:mt-3 sm:text-lg">{intro}</p>}
        {action}
      </div>
      <div aria-hidden="true" className="ridge-foot h-5 sm:h-8 lg:h-14" />
    </div>
  );
}
