/**
 * The main menu, in the header and the footer. Built by the root loader at
 * build, so it travels in each page's HTML rather than in its JavaScript.
 * Every komisariat in the content gets its entry under Struktur.
 */
import type { Branch } from "~/content/schema";
import { pageNames, type NamedPage } from "./names";

export interface NavItem {
  label: string;
  /** A page of this site, e.g. "/kegiatan". */
  href: string;
}

/** A group opens a submenu; its first link is the page that introduces the group. */
export interface NavGroup {
  label: string;
  children: NavItem[];
}

export type NavEntry = NavItem | NavGroup;

/** A menu entry for a page, under the page's own name. */
const link = (href: NamedPage): NavItem => ({ label: pageNames[href], href });

export function mainNav(branches: readonly Pick<Branch, "slug" | "name">[]): NavEntry[] {
  return [
    link("/"),
    {
      label: "Tentang",
      children: [link("/tentang"), link("/tentang-bpc"), link("/tentang-demisioner"), link("/sejarah-gmki-wamena")],
    },
    {
      label: "Struktur",
      children: [
        link("/struktur"),
        link("/struktur/bpc"),
        ...branches.map((branch) => ({ label: branch.name, href: `/struktur/${branch.slug}` })),
      ],
    },
    link("/kegiatan"),
    link("/berita"),
    link("/aturan"),
    link("/kontak"),
  ];
}
