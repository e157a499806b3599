import type { RelatedPage } from "~/components/layout/related-pages";

/** The "where next" block at the end of a page, with its heading: for a route loader. */
export function related(pages: RelatedPage[], title = "Kenali lebih jauh") {
  return { title, pages };
}
