import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { PageTitle } from "./page-title";

interface PageHeaderProps {
  /** Small line above the title, e.g. the section: "Tentang Kami". */
  eyebrow?: string;
  title: string;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** For nested pages: the way here, this page last. */
  breadcrumbs?: readonly Crumb[];
}

/** The blue band that opens every page but the home page. */
export function PageHeader({ eyebrow, title, intro, breadcrumbs }: PageHeaderProps) {
  return (
    <div className="relative isolate overflow-hidden bg-brand-900 on-dark">
      <div className="container-page pt-12 pb-16 lg:pt-16 lg:pb-20">
        {breadcrumbs && (
          <div className="mb-6">
            <Breadcrumbs trail={breadcrumbs} />
          </div>
        )}
        {eyebrow && <p className="eyebrow text-accent-400">{eyebrow}</p>}
        <PageTitle className="mt-3 max-w-4xl text-white">{title}</PageTitle>
        {intro && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-200">{intro}</p>}
      </div>
      {/* The ridge line of the valley, as on the emblem. */}
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1440 80"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 -z-10 h-10 w-full text-brand-800 lg:h-16"
      >
        <path fill="currentColor" d="M0 80V52l160-30 150 34 210-48 190 44 170-26 200 40 170-50 190 38v26Z" />
      </svg>
    </div>
  );
}
