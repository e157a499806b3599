import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Id of every page's <h1>, which names what a page's main part is about (its aria-labelledby). */
const PAGE_TITLE_ID = "judul-halaman";

interface PageTitleProps {
  children: ReactNode;
  className?: string;
  /** "compact" is a step smaller on phones, for the inner pages' header; "long", for a long title, is that step smaller at every width. */
  size?: "display" | "compact" | "long";
}

/** The page's one <h1>. */
export function PageTitle({ children, className, size = "display" }: PageTitleProps) {
  const scale = { display: "text-display", compact: "text-title sm:text-display", long: "text-title" }[size];
  return (
    <h1 id={PAGE_TITLE_ID} className={cn(scale, className)}>
      {children}
    </h1>
  );
}
