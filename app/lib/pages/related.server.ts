import { pageNames, type NamedPage } from "./names";

/** A page "where next" leads to (components/layout/related-pages.tsx). */
export interface RelatedPage {
  href: string;
  title: string;
  /** One line on what the page holds. */
  text: string;
}

/** A page to go on to: a named page under its own name, or a komisariat with its title. */
type Next = { href: NamedPage; text: string } | RelatedPage;

/** The "where next" block at the end of a page, with its heading: for a route loader. */
export function related(pages: Next[], title = "Kenali lebih jauh") {
  return {
    title,
    pages: pages.map((page): RelatedPage => ("title" in page ? page : { ...page, title: pageNames[page.href] })),
  };
}
