import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Id of every page's <h1>; focus moves there after client-side navigation. */
export const PAGE_TITLE_ID = "judul-halaman";

/** The page's one <h1>. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 id={PAGE_TITLE_ID} tabIndex={-1} className={cn("text-display outline-none", className)}>
      {children}
    </h1>
  );
}
