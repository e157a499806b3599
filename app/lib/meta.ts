import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export interface PageMetaInput {
  /** Page name, e.g. "Kegiatan"; the site name is appended. */
  title: string;
  /** What the page offers, 50–160 characters, for search results. */
  description: string;
}

/** The <title> and description of a page, in one format for every page. */
export function pageMeta({ title, description }: PageMetaInput): MetaDescriptor[] {
  return [{ title: `${title} | ${site.name}` }, { name: "description", content: description }];
}
