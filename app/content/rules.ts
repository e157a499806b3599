import type { RuleSection, SanctionTier } from "./schema";

/**
 * Rules on /aturan. "nasional" summarises GMKI's AD/ART; "cabang" holds the
 * branch's own rules, with the figures of the branch (spec §9). Each section's
 * id is its anchor: /aturan#iuran-anggota opens that section.
 */
export const ruleSections = [
  {
    id: "asas-sifat-dan-tujuan",
    scope: "nasional",
    title: "Asas, Sifat dan Tujuan",
    items: [
      "GMKI berasaskan Pancasila dan berdasar pada pengakuan iman bahwa Yesus Kristus adalah Tuhan dan Juruselamat.",
      "GMKI bersifat gerejawi, terbuka bagi mahasiswa Kristen dari semua gereja, dan tidak berafiliasi dengan partai politik mana pun.",
      "GMKI mewujudkan Tri Panji: Tinggi Iman, Tinggi Ilmu, Tinggi Pengabdian.",
      "GMKI melayani di Tiga Medan Layan: Gereja, Perguruan Tinggi dan Masyarakat.",
      "GMKI adalah anggota World Student Christian Federation (WSCF).",
    ],
  },
  {
    id: "keanggotaan",
    scope: "nasional",
    title: "Keanggotaan",
    items: [
      "Anggota biasa adalah mahasiswa Kristen yang terdaftar di perguruan tinggi dan telah mengikuti masa penerimaan anggota (di Wamena: MAPPER).",
      "Setiap anggota berhak mengikuti kegiatan, menyampaikan pendapat, memilih dan dipilih sesuai peraturan organisasi.",
      "Setiap anggota wajib menaati AD/ART dan peraturan organisasi serta menjaga nama baik GMKI.",
      "Keanggotaan berakhir karena meninggal dunia, atas permintaan sendiri secara tertulis, atau karena diberhentikan.",
      "Badan Pengurus Cabang dapat menskors anggota; pemberhentian hanya dapat diputuskan oleh Konferensi Cabang.",
    ],
  },
  {
    id: "struktur-dan-permusyawaratan",
    scope: "nasional",
    title: "Struktur dan Permusyawaratan",
    items: [
      "Kongres adalah pemegang kekuasaan tertinggi GMKI di tingkat nasional.",
      "Konferensi Cabang adalah pemegang kekuasaan tertinggi di cabang; ia memilih Badan Pengurus Cabang.",
      "Komisariat dibentuk di perguruan tinggi dan dipimpin pengurus hasil Musyawarah Komisariat, atau caretaker sebelum Musyawarah Komisariat pertama.",
    ],
  },
  {
    id: "iuran-anggota",
    scope: "cabang",
    title: "Iuran Anggota",
    items: [
      "Iuran anggota Rp 25.000 per semester, dibayar kepada bendahara komisariat atau Bendahara Cabang.",
      "Iuran dibayar paling lambat satu bulan setelah semester dimulai.",
      "Laporan penggunaan iuran disampaikan dalam rapat anggota.",
    ],
  },
  {
    id: "keaktifan-anggota",
    scope: "cabang",
    title: "Keaktifan Anggota",
    items: [
      "Setiap anggota mengikuti minimal 2 kegiatan cabang atau komisariat per semester.",
      "Kehadiran dalam rapat wajib minimal 75%.",
      "Anggota yang berhalangan hadir memberi kabar kepada sekretaris sebelum kegiatan.",
    ],
  },
  {
    id: "syarat-pengurus",
    scope: "cabang",
    title: "Syarat Pengurus",
    items: [
      "Pengurus cabang dan komisariat memiliki IPK minimal 2,75.",
      "Pengurus telah mengikuti MAPPER dan pelatihan kepemimpinan dasar.",
      "Pengurus tidak sedang menjadi pengurus partai politik.",
    ],
  },
  {
    id: "rapat-dan-konferensi",
    scope: "cabang",
    title: "Rapat dan Konferensi",
    items: [
      "Rapat pengurus diadakan setiap 2 minggu.",
      "Rapat anggota diadakan setiap bulan.",
      "Konferensi Cabang diadakan setiap 2 tahun untuk menerima laporan pengurus dan memilih pengurus baru.",
    ],
  },
  {
    id: "pelayanan-sosial",
    scope: "cabang",
    title: "Pelayanan Sosial",
    items: [
      "Cabang mengadakan bakti sosial minimal 2 kali per tahun.",
      "Setiap komisariat ikut serta dalam sedikitnya satu bakti sosial per tahun.",
    ],
  },
] as const satisfies readonly RuleSection[];

/**
 * Sanctions of the branch, lightest first. Suspension is decided by the BPC;
 * expulsion only by the Konferensi Cabang.
 */
export const sanctionTiers = [
  {
    level: "ringan",
    title: "Pelanggaran Ringan",
    violations: [
      "Tidak hadir dalam rapat wajib tanpa kabar",
      "Terlambat membayar iuran anggota",
      "Tidak menjalankan tugas kepanitiaan yang diterima",
    ],
    sanctions: ["Teguran lisan", "Teguran tertulis pertama"],
  },
  {
    level: "sedang",
    title: "Pelanggaran Sedang",
    violations: [
      "Mengulangi pelanggaran ringan setelah teguran tertulis",
      "Kehadiran rapat wajib di bawah 75% dalam satu semester",
      "Menggunakan nama atau atribut GMKI tanpa izin pengurus",
    ],
    sanctions: ["Teguran tertulis kedua", "Dibebastugaskan dari kepanitiaan atau jabatan untuk sementara"],
  },
  {
    level: "berat",
    title: "Pelanggaran Berat",
    violations: [
      "Menyalahgunakan keuangan organisasi",
      "Membawa GMKI ke dalam kegiatan partai politik",
      "Melakukan tindakan yang mencemarkan nama baik GMKI",
    ],
    sanctions: ["Skorsing oleh Badan Pengurus Cabang", "Pemberhentian sebagai anggota oleh Konferensi Cabang"],
  },
] as const satisfies readonly SanctionTier[];
