import type { Stat } from "./schema";

/** The organisation's profile on /tentang. */
export const profile = {
  /** Paragraphs under "Siapa Kami". */
  intro: [
    "Gerakan Mahasiswa Kristen Indonesia (GMKI) adalah organisasi kader mahasiswa Kristen yang berdiri pada 23 Februari 1950 dengan Dr. Johannes Leimena sebagai ketua pertamanya. GMKI berasaskan Pancasila, bersifat gerejawi, dan tidak berafiliasi dengan partai politik mana pun. GMKI adalah anggota World Student Christian Federation (WSCF).",
    "GMKI Cabang Wamena berdiri pada tahun 1985 dan melayani mahasiswa Kristen di kampus-kampus Wamena, Kabupaten Jayawijaya, Provinsi Papua Pegunungan. Melalui persekutuan, pendidikan kader dan pelayanan sosial, cabang ini menjadi rumah bagi mahasiswa dari berbagai suku dan gereja di lembah Baliem.",
  ],
  /** The three banners, each with what it asks of a member. */
  triPanji: [
    { title: "Tinggi Iman", description: "Bertumbuh dalam pengenalan akan Kristus dan hidup sebagai saksi-Nya." },
    { title: "Tinggi Ilmu", description: "Belajar dengan tekun dan berpikir kritis demi kebaikan bersama." },
    {
      title: "Tinggi Pengabdian",
      description: "Melayani sesama dengan rendah hati, terutama yang paling membutuhkan.",
    },
  ],
  /** The three fields of service (Tiga Medan Layan). */
  fieldsOfService: [
    {
      title: "Gereja",
      description: "Mahasiswa menjadi bagian hidup jemaat dan ikut membangun persekutuan gereja-gereja.",
    },
    {
      title: "Perguruan Tinggi",
      description: "Kampus menjadi tempat belajar, berdiskusi dan menumbuhkan kepemimpinan.",
    },
    { title: "Masyarakat", description: "Ilmu dan iman diwujudkan dalam pelayanan nyata bagi masyarakat pegunungan." },
  ],
  vision:
    "Terwujudnya mahasiswa Kristen di Wamena yang beriman teguh, berilmu tinggi dan rela mengabdi bagi gereja, perguruan tinggi dan masyarakat Papua Pegunungan.",
  mission: [
    "Membina kehidupan rohani anggota melalui persekutuan, ibadah dan Penelaahan Alkitab.",
    "Menyelenggarakan pendidikan kader dan pelatihan kepemimpinan yang berkelanjutan.",
    "Mengembangkan budaya belajar, diskusi dan kajian di lingkungan kampus.",
    "Melaksanakan aksi dan pelayanan sosial bersama gereja dan masyarakat.",
    "Mempererat persaudaraan mahasiswa Kristen lintas suku, gereja dan kampus.",
  ],
} as const;

/** Figures on /tentang (spec §9). */
export const aboutStats = [
  { value: "1000+", label: "Alumni" },
  { value: "50+", label: "Program Sosial" },
  { value: "35+", label: "Tahun Melayani" },
] as const satisfies readonly Stat[];
