import type { TimelineEntry } from "./schema";

/**
 * The timeline on /sejarah-gmki-wamena, oldest first. The branch's own
 * milestones after 1985 are to be confirmed by the branch.
 */
export const timeline = [
  {
    year: 1932,
    title: "Akar gerakan: CSV op Java",
    description:
      "Christelijke Studenten Vereeniging op Java berdiri sebagai perkumpulan mahasiswa Kristen di Jawa, cikal bakal GMKI.",
  },
  {
    year: 1950,
    title: "GMKI lahir",
    description:
      "Pada 23 Februari 1950 Gerakan Mahasiswa Kristen Indonesia berdiri dengan Dr. Johannes Leimena sebagai ketua pertama, membawa semboyan Ut Omnes Unum Sint.",
  },
  {
    year: 1985,
    title: "Cabang Wamena berdiri",
    description:
      "Mahasiswa Kristen di Wamena membentuk GMKI Cabang Wamena, wadah persekutuan dan pembinaan pertama GMKI di lembah Baliem.",
  },
  {
    year: 1995,
    title: "Sepuluh tahun pelayanan",
    description:
      "Cabang merayakan satu dasawarsa dengan ibadah syukur dan bakti sosial bersama jemaat-jemaat di sekitar Wamena.",
  },
  {
    year: 2005,
    title: "MAPPER menjadi tradisi",
    description:
      "Masa Perkenalan dan Penerimaan Anggota Baru (MAPPER) digelar rutin setiap tahun bagi mahasiswa baru dari kampus-kampus di Wamena.",
  },
  {
    year: 2015,
    title: "Tiga puluh tahun",
    description:
      "Tiga dasawarsa cabang ditandai dengan pelatihan kepemimpinan bagi kader dan alumni dari berbagai daerah di pegunungan.",
  },
  {
    year: 2022,
    title: "Ibu kota Papua Pegunungan",
    description:
      "Wamena menjadi ibu kota Provinsi Papua Pegunungan. Cabang memperluas diskusi dan kajian tentang pembangunan yang adil bagi masyarakat pegunungan.",
  },
  {
    year: 2024,
    title: "Tiga komisariat caretaker",
    description:
      "Komisariat STKIP Abdi Wacana, STT Arastamar dan UNIBA–UNAIM dibentuk dan dipimpin caretaker sampai Musyawarah Komisariat pertama.",
  },
  {
    year: 2025,
    title: "Empat puluh tahun dan pengurus baru",
    description: "Cabang genap berusia 40 tahun. Konferensi Cabang memilih Badan Pengurus Cabang periode 2025–2027.",
  },
] as const satisfies readonly TimelineEntry[];
