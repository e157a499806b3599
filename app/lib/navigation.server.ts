/**
 * The main menu, in the header and the footer. Built by the root loader at
 * build, so it travels in each page's HTML rather than in its JavaScript.
 * Every komisariat in the content gets its entry under Struktur.
 */
import type { Branch } from "~/content/schema";

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

export function mainNav(branches: readonly Pick<Branch, "slug" | "shortName">[]): NavEntry[] {
  return [
    { label: "Beranda", href: "/" },
    {
      label: "Tentang",
      children: [
        { label: "Profil GMKI Wamena", href: "/tentang" },
        { label: "Tentang BPC", href: "/tentang-bpc" },
        { label: "Tentang Demisioner", href: "/tentang-demisioner" },
        { label: "Sejarah", href: "/sejarah-gmki-wamena" },
      ],
    },
    {
      label: "Struktur",
      children: [
        { label: "Ikhtisar Struktur", href: "/struktur" },
        { label: "Badan Pengurus Cabang", href: "/struktur/bpc" },
        ...branches.map((branch) => ({ label: `Komisariat ${branch.shortName}`, href: `/struktur/${branch.slug}` })),
      ],
    },
    { label: "Kegiatan", href: "/kegiatan" },
    { label: "Berita", href: "/berita" },
    { label: "Aturan", href: "/aturan" },
    { label: "Kontak", href: "/kontak" },
  ];
}
