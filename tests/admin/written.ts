/**
 * What the admin writes when the tests below fill in its forms. Each test
 * that publishes asserts that the admin wrote exactly this (given the path
 * its upload was stored under), and the build test builds these same entries
 * into a site. So every test starts from the fixture's own repository, and
 * none needs another to have run first.
 */

/** "Retret Pengurus Uji", created through the form with a 4000 × 3000 phone photo. */
export const retretPengurusUji = (image: unknown) => ({
  title: "Retret Pengurus Uji",
  date: "2026-04-18",
  startTime: "08.00",
  endTime: "15.30",
  location: "Aula Uji, Wamena",
  participants: 45,
  category: "Pendidikan",
  description: 'Retret dengan <script>alert("x")</script> sebagai teks.',
  image,
  imageAlt: "Mahasiswa berdoa bersama sesudah ibadah Paskah",
});

/** "Ibadah Kampus Uji", typed on a phone, its photo straight from the camera (stored sideways). */
export const ibadahKampusUji = (image: unknown) => ({
  title: "Ibadah Kampus Uji",
  date: "2026-04-25",
  startTime: "16.00",
  location: "Aula Kampus Uji",
  participants: 30,
  category: "Kerohanian",
  description: "Ibadah bersama mahasiswa di kampus.",
  image,
  imageAlt: "Mahasiswa beribadah di aula kampus",
});

/** "Retret Komisariat Uji", with the committee's registration form. */
export const retretKomisariatUji = {
  title: "Retret Komisariat Uji",
  date: "2026-05-09",
  startTime: "09.00",
  location: "Aula Kampus Uji",
  participants: 40,
  category: "Kerohanian",
  description: "Retret sehari bagi pengurus komisariat.",
  registrationUrl: "https://forms.gle/retret-uji",
};

/** The photos added on a phone to the past "Diskusi Januari Uji" (content/events/diskusi-januari-uji.json). */
export const diskusiGallery = (image: unknown) => [{ image, caption: "Peserta diskusi di ruang kuliah" }];

/** An article written block by block on a phone: a paragraph with its marks, then a photo. */
export const laporanBaktiSosialUji = (image: unknown) => ({
  category: "berita",
  title: "Laporan Bakti Sosial Uji",
  author: "Debora Contoh",
  date: "2026-03-12",
  excerpt: "Anggota membersihkan saluran air bersama pemuda jemaat.",
  body: [
    { type: "paragraf", text: "Saluran air **kembali mengalir** sesudah _kerja bakti_." },
    { type: "foto", image, caption: "Pemuda jemaat dan anggota GMKI di saluran air" },
  ],
});

/** A document and its PDF (content/documents/peraturan-cabang-uji.pdf). */
export const peraturanCabangUji = {
  title: "Peraturan Cabang Uji",
  description: "Peraturan yang ditetapkan Konferensi Cabang uji.",
  date: "2026-02-01",
  kind: "peraturan-cabang",
  file: "/content/documents/peraturan-cabang-uji.pdf",
};

/** The chair's name, changed in content/board.json. */
export const newChairName = "Samuel K. Contoh";
