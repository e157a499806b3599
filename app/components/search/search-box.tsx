import { useId } from "react";
import { buttonClass } from "~/components/ui/button";
import { useSiteData } from "~/hooks/use-site-data";
import { cn } from "~/lib/cn";
import { sitePath } from "~/lib/pages/addresses";
import { hook, SEARCH } from "~/lib/browser/hooks";

/** The results page (routes/search.tsx), with the slash: a static host answers it without a redirect. */
const SEARCH_PAGE = "cari/";

interface SearchBoxProps {
  /** What the box is for, shown above it: by default what the site's search finds (site data, searchScope). */
  label?: string;
  /** The results page's own box: its script runs the search there (app/scripts/search.ts). */
  resultsPage?: boolean;
  className?: string;
}

/**
 * A search across the site: a plain form that opens the results page
 * (/cari/?q=…), so it needs no script on the page that has it (/berita, the
 * archive). Pagefind, its index and its WebAssembly load only there, once
 * there are words to look for. Without JavaScript the results page leads
 * to the archive, a page a year.
 */
export function SearchBox({ label, resultsPage, className }: SearchBoxProps) {
  const id = useId();
  const scope = useSiteData()?.searchLabel;
  return (
    <form
      role="search"
      action={sitePath(SEARCH_PAGE)}
      method="get"
      className={cn("max-w-xl", className)}
      {...(resultsPage && { ...hook(SEARCH), "data-needs-js": "" })}
    >
      <label htmlFor={id} className="font-semibold text-ink">
        {label ?? scope}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          required
          minLength={2}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="mis. Natal, MAPPER, iuran"
          // Its example whole at 320 px: a little less room around it, and a step smaller than what is typed.
          className="block min-h-12 w-full min-w-0 rounded-lg border border-brand-300 bg-white px-3 text-ink placeholder:text-[0.9375rem] placeholder:text-muted/70 focus-visible:border-brand-600"
        />
        <button type="submit" className={buttonClass({}, "shrink-0")}>
          Cari
        </button>
      </div>
    </form>
  );
}
