import { branches } from "./branches";
import type { NavEntry, NavItem } from "./schema";

/**
 * The main menu, in the header and the footer. A group opens a submenu; its
 * first link is the page that introduces the group.
 */
export const mainNav = [
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
      ...branches.map((branch): NavItem => ({
        label: `Komisariat ${branch.shortName}`,
        href: `/struktur/${branch.slug}`,
      })),
    ],
  },
  { label: "Kegiatan", href: "/kegiatan" },
  { label: "Berita", href: "/berita" },
  { label: "Aturan", href: "/aturan" },
  { label: "Kontak", href: "/kontak" },
] as const satisfies readonly NavEntry[];
