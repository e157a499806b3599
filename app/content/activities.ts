import type { Event, Program } from "./schema";

/**
 * Events on /kegiatan. Whether an event is "Akan Datang" or "Telah Berlalu"
 * follows from its date on the day the site is built; the site rebuilds
 * daily, so nothing needs moving by hand. Times are WIT.
 */
export const events = [
  {
    slug: "ibadah-natal-2026",
    title: "Ibadah dan Perayaan Natal GMKI Cabang Wamena",
    date: "2026-12-12",
    startTime: "17.00",
    endTime: "21.00",
    location: "Gedung Gereja Jemaat Wamena Kota",
    participants: 250,
    category: "Kerohanian",
    description:
      "Ibadah Natal bersama anggota, alumni dan keluarga besar GMKI Wamena, dilanjutkan dengan makan bersama dan pentas paduan suara komisariat.",
    image: "sinar-dari-awan",
  },
  {
    slug: "mapper-2027",
    title: "MAPPER 2027: Masa Perkenalan dan Penerimaan Anggota Baru",
    date: "2027-01-30",
    startTime: "08.00",
    endTime: "16.00",
    location: "Aula STKIP Abdi Wacana Wamena",
    participants: 120,
    category: "Pendidikan",
    description:
      "Pengenalan GMKI, Tri Panji dan Tiga Medan Layan bagi mahasiswa baru dari semua kampus di Wamena. Peserta yang menyelesaikan MAPPER diterima sebagai anggota.",
    image: "padang-randa-tapak",
  },
  {
    slug: "dies-natalis-77",
    title: "Dies Natalis ke-77 GMKI",
    date: "2027-02-20",
    startTime: "09.00",
    endTime: "14.00",
    location: "Sekretariat GMKI Cabang Wamena",
    participants: 150,
    category: "Kerohanian",
    description:
      "Ibadah syukur ulang tahun GMKI, pemotongan tumpeng dan sarasehan bersama alumni tentang peran mahasiswa Kristen di Papua Pegunungan.",
    image: "matahari-terbenam",
  },
  {
    slug: "bakti-sosial-maret-2027",
    title: "Bakti Sosial Kesehatan dan Pendidikan",
    date: "2027-03-13",
    startTime: "08.00",
    endTime: "15.00",
    location: "Kampung Sinakma, Distrik Wamena",
    participants: 60,
    category: "Sosial",
    description:
      "Pemeriksaan kesehatan sederhana bersama tenaga kesehatan alumni, pembagian alat tulis dan kelas membaca untuk anak-anak kampung.",
    image: "bunga-liar",
  },
  {
    slug: "bakti-sosial-agustus-2026",
    title: "Bakti Sosial Kampung Bersih",
    date: "2026-08-15",
    startTime: "07.30",
    endTime: "13.00",
    location: "Kampung Wesaput, Distrik Wesaput",
    participants: 75,
    category: "Sosial",
    description:
      "Kerja bakti membersihkan saluran air dan halaman gereja bersama pemuda jemaat, ditutup dengan ibadah singkat dan makan bersama.",
    image: "kabut-pagi",
  },
  {
    slug: "pelatihan-kepemimpinan-2026",
    title: "Pelatihan Kepemimpinan Dasar",
    date: "2026-10-17",
    startTime: "08.00",
    endTime: "17.00",
    location: "Aula STT Arastamar Wamena",
    participants: 45,
    category: "Pendidikan",
    description:
      "Dua hari pembekalan kepemimpinan, manajemen organisasi dan etika pelayanan bagi pengurus komisariat dan kader muda.",
    image: "puncak-berbatu",
  },
  {
    slug: "penelaahan-alkitab-akbar-2026",
    title: "Penelaahan Alkitab Akbar",
    date: "2026-11-07",
    startTime: "16.00",
    endTime: "19.00",
    location: "Sekretariat GMKI Cabang Wamena",
    participants: 90,
    category: "Kerohanian",
    description:
      'Penelaahan Alkitab bersama seluruh komisariat dengan tema "Supaya mereka semua menjadi satu" dari Yohanes 17.',
    image: "sungai-hutan",
  },
] as const satisfies readonly Event[];

/** Weekly and monthly activities, under the "Program Rutin" tab. */
export const programs = [
  {
    title: "Persekutuan Doa",
    schedule: "Setiap Jumat, 18.00 WIT",
    location: "Sekretariat GMKI Cabang Wamena",
    description: "Ibadah singkat, pujian dan doa bersama untuk kampus, gereja dan masyarakat Jayawijaya.",
  },
  {
    title: "Penelaahan Alkitab (PA)",
    schedule: "Setiap Selasa, 17.00 WIT",
    location: "Bergiliran di tiap komisariat",
    description: "Kelompok kecil membaca dan mendiskusikan satu bagian Alkitab, dipandu kakak pembina.",
  },
  {
    title: "Diskusi dan Kajian",
    schedule: "Kamis minggu kedua setiap bulan, 16.00 WIT",
    location: "Sekretariat GMKI Cabang Wamena",
    description:
      "Diskusi terbuka tentang isu kampus, pendidikan dan pembangunan di Papua Pegunungan bersama narasumber.",
  },
  {
    title: "Kelas Menulis dan Media",
    schedule: "Sabtu minggu terakhir setiap bulan, 10.00 WIT",
    location: "Sekretariat GMKI Cabang Wamena",
    description: "Belajar menulis berita, mengambil foto dan mengelola media sosial untuk pelayanan.",
  },
] as const satisfies readonly Program[];
