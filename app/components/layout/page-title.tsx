import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Id of every page's <h1>; focus moves there after client-side navigation. */
const PAGE_TITLE_ID = "judul-halaman";

interface PageTitleProps {
  children: ReactNode;
  className?: string;
  /** "compact" is a step smaller on phones, for the inner pages' header. */
  size?: "display" | "compact";
}

/** The page's one <h1>. */
export function PageTitle({ children, className, size = "display" }: PageTitleProps) {
  const scale = size === "compact" ? "text-title sm:text-display" : "text-display";
  return (
    <h1 id={PAGE_TITLE_ID} tabIndex={-1} className={cn(scale, "outline-none", className)}>
      {children}
    </h1>
  );
}
