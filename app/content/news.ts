import type { NewsItem } from "./schema";

/** News on /berita, newest first. Authors' names are placeholders. */
export const news = [
  {
    slug: "pelatihan-kepemimpinan-dasar-2026",
    title: "45 Kader Ikuti Pelatihan Kepemimpinan Dasar",
    author: "Kristian Pahabol",
    date: "2026-10-20",
    excerpt:
      "Selama dua hari, pengurus komisariat dan kader muda belajar memimpin rapat, menyusun program kerja dan melayani dengan rendah hati.",
    image: "puncak-berbatu",
  },
  {
    slug: "bakti-sosial-wesaput",
    title: "Bakti Sosial di Wesaput: Bersih Kampung, Hangat Persaudaraan",
    author: "Debora Mabel",
    date: "2026-08-18",
    excerpt:
      "Puluhan anggota GMKI bergotong royong bersama pemuda jemaat membersihkan saluran air dan halaman gereja di Kampung Wesaput.",
    image: "kabut-pagi",
  },
  {
    slug: "konferensi-cabang-2025",
    title: "Konferensi Cabang Memilih Pengurus Periode 2025–2027",
    author: "Elisabeth Kossay",
    date: "2025-11-17",
    excerpt:
      "Konferensi Cabang menerima laporan pertanggungjawaban pengurus 2023–2025 dan memilih Yulianus Wenda sebagai Ketua Cabang.",
    image: "danau-pegunungan",
  },
] as const satisfies readonly NewsItem[];
