import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useSiteData } from "~/hooks/use-site-data";
import { breadcrumbTrail } from "~/lib/pages/addresses";
import { Breadcrumbs } from "./breadcrumbs";
import { PageTitle } from "./page-title";
import { WholeWords } from "~/components/ui/whole-words";
import { Photo } from "~/components/media/photo";
import type { PhotoData } from "~/lib/media/photo-data";
import type { MarkedText } from "~/lib/text/marked-text";
import { marked } from "~/components/ui/marked";
interface PageHeaderProps {
  /** Small line above the title on wide screens, e.g. the section: "Tentang". */
  eyebrow?: string;
  /** The page's title; a marked one (lib/text/foreign-words.server.ts) where it may have a foreign word. */
  title: MarkedText;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** A photo behind the band, under a deep-blue veil that keeps the words readable. */
  photo?: PhotoData;
  /** The page's drawn motif (lib/media/motifs.server.ts): it sits at the band's right, where no words are. */
  motif?: { src: string };
}

/**
 * The blue band that opens every page but the home page: the way here
 * (breadcrumbs, from the menu), the title and a short introduction.
 * On a phone it stays about 150 px tall, so the page's own content starts
 * on the first screen.
 */
export function PageHeader({ eyebrow, title, intro, photo, motif }: PageHeaderProps) {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname, title, useSiteData()?.nav ?? []);
  return (
    <div data-page-header="" className="relative isolate overflow-hidden bg-brand-900 on-dark">
      {!photo && motif && (
        <>
          {/* From 640 px, the band's drawing, asked for at once (the page's
              main image there). On a phone, where the words fill the band and
              the veil covers it, it is hidden and nothing is downloaded
              (an empty source), so the first screen waits for no image (docs/PERFORMANCE.md). */}
          <picture>
            <source media="(min-width: 40rem)" srcSet={motif.src} />
            <img
              src="data:,"
              alt=""
              width={1600}
              height={400}
              fetchPriority="high"
              className="absolute inset-0 -z-20 hidden size-full object-cover object-right opacity-80 sm:block"
            />
          </picture>
          {/* A veil where the words are: over the whole band on a phone, where
              the words fill it; from the left on wider screens, the drawing
              clear at the right (tests/site/header-contrast.spec.ts). */}
          <div className="absolute inset-0 -z-20 bg-brand-900/80 sm:bg-transparent sm:bg-linear-to-r sm:from-brand-900 sm:from-40% sm:via-brand-900/75 sm:via-60% sm:to-brand-900/0 sm:to-85%" />
        </>
      )}
      {photo && (
        <div className="absolute inset-0 -z-20">
          <Photo photo={photo} priority alt="" sizes="100vw" className="size-full" />
          <div className="absolute inset-0 bg-linear-to-r from-brand-950/90 via-brand-950/75 to-brand-950/45" />
        </div>
      )}
      <div data-page-header-text="" className="container-page pt-1 pb-6 sm:pt-5 sm:pb-12 lg:pt-8 lg:pb-16">
        {trail.length > 0 && <Breadcrumbs trail={trail} />}
        {eyebrow && <p className="mt-6 hidden eyebrow text-accent-400 sm:block lg:mt-8">{eyebrow}</p>}
        <PageTitle size="compact" className="mt-1 max-w-4xl text-white sm:mt-3">
          {marked(title, (part, key) => (
            <WholeWords key={key}>{part}</WholeWords>
          ))}
        </PageTitle>
        {intro && <p className="mt-2 max-w-2xl text-sm/relaxed text-brand-200 sm:mt-3 sm:text-lg">{intro}</p>}
      </div>
      <div aria-hidden="true" className="ridge-foot h-5 sm:h-8 lg:h-14" />
    </div>
  );
}
