import type { FeaturedProgram, Stat } from "./schema";

/** The words over the hero photos. The title is the site's name. */
export const hero = {
  eyebrow: "Gerakan Mahasiswa Kristen Indonesia",
  tagline: "Tinggi Iman, Tinggi Ilmu, Tinggi Pengabdian",
  text: "Rumah persekutuan, pembinaan dan pelayanan bagi mahasiswa Kristen di lembah Baliem sejak 1985.",
  /** What the photos show, for screen readers. */
  photosLabel: "Foto alam pegunungan",
} as const;

/** The call to join, at the end of the home page. */
export const joinCall = {
  title: "Mari bertumbuh bersama kami",
  text: "Mahasiswa Kristen dari kampus mana pun di Wamena dapat bergabung. Penerimaan anggota baru dibuka setiap tahun melalui MAPPER (Masa Perkenalan dan Penerimaan Anggota Baru). Hubungi kami untuk mendaftar atau sekadar berkenalan.",
  action: "Hubungi Kami",
} as const;

/**
 * The seven photos the home page hero turns through, one every 5 seconds
 * (spec §9). The first is the one visitors see first: keep it light.
 */
export const heroPhotos = [
  "punggung-bukit-fajar",
  "bukit-hijau",
  "kabut-pagi",
  "berkas-cahaya",
  "padang-pegunungan",
  "selepas-hujan",
  "matahari-terbenam",
] as const;

/** Figures on the home page (spec §9). */
export const homeStats = [
  { value: "150+", label: "Anggota Aktif" },
  { value: "25+", label: "Kegiatan per Tahun" },
  { value: "12+", label: "Program Studi" },
  { value: "30+", label: "Prestasi" },
] as const satisfies readonly Stat[];

/** Three programmes the home page puts forward, one per field of service. */
export const featuredPrograms = [
  {
    title: "Persekutuan dan Penelaahan Alkitab",
    description: "Ibadah mingguan dan kelompok PA tempat mahasiswa bertumbuh dalam iman bersama.",
    icon: "kerohanian",
    href: "/kegiatan",
  },
  {
    title: "Kaderisasi dan Kepemimpinan",
    description: "MAPPER, diskusi dan pelatihan yang membentuk pemimpin berilmu dan berintegritas.",
    icon: "pendidikan",
    href: "/kegiatan",
  },
  {
    title: "Aksi dan Pelayanan Sosial",
    description: "Bakti sosial di kampung-kampung lembah Baliem, minimal dua kali setiap tahun.",
    icon: "sosial",
    href: "/kegiatan",
  },
] as const satisfies readonly FeaturedProgram[];
