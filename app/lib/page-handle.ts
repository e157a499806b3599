/** What a route says about its page, as its `handle` export (read by root.tsx). */
export interface PageHandle {
  /**
   * The page has controls that need React in the browser (tabs, toasts, the
   * carousel, the form's confirmation). Every other page ships no script
   * but the small page script: it is complete as prerendered, its menus
   * are native, its links plain documents.
   */
  hydrate?: boolean;
}

export const needsReact: PageHandle = { hydrate: true };

export function pageNeedsReact(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === true);
}
