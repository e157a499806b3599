import type { UIMatch } from "react-router";

/** What a route says about its page, as its `handle` export (read by root.tsx). */
export interface PageHandle {
  /**
   * The page has controls that need React in the browser (toasts, the
   * form's confirmation, the map on request). Every other page ships no script
   * but the small page script: it is complete as prerendered, its menus
   * are native, its links plain documents.
   */
  hydrate?: boolean | ((data: unknown) => boolean);
}

export const needsReact: PageHandle = { hydrate: true };

/**
 * Whether a page needs React: its route says so, or says so of this page
 * by its loader's data (an event page needs React only for its sign-up form).
 */
export function pageNeedsReact(matches: readonly Pick<UIMatch, "handle" | "loaderData">[]): boolean {
  return matches.some((match) => {
    const hydrate = (match.handle as PageHandle | undefined)?.hydrate;
    return typeof hydrate === "function" ? hydrate(match.loaderData) : hydrate === true;
  });
}
