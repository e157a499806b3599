/**
 * The main menu, in the header and the footer. Built by the root loader at
 * build, so it travels in each page's HTML rather than in its JavaScript.
 * Every komisariat in the content gets its entry under Struktur.
 */
import type { NavEntry, NavItem } from "./addresses";
import { pageNames, type NamedPage } from "./names";

/** A menu entry for a page, under the page's own name. */
const link = (href: NamedPage): NavItem => ({ label: pageNames[href], href });

/** `branches`: the komisariat of the content (content/branches.json), by address and name. */
export function mainNav(branches: readonly { slug: string; name: string }[]): NavEntry[] {
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
