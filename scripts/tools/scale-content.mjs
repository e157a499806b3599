// Generated content for `npm run bench:scale`: N articles and N events
// shaped like the branch's own (text only, weekly, over years), with varied
// words, made from a fixed seed so that two runs write the same files. Not
// Indonesian prose a visitor should read: test data.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A word only one generated article holds, in its body: what a search must find. */
export const SEARCH_WORD = "Walesimanik";

const places = [
  "Kampung Wesaput",
  "Distrik Hubikosi",
  "Kampus Universitas Amal Ilmiah Yapis",
  "Gereja Kingmi Wamena",
  "Aula STKIP Abdi Wacana",
  "Lapangan Pendidikan Wamena",
  "Kampung Sinakma",
  "Distrik Asolokobal",
  "Jemaat GKI Betlehem",
  "Sekretariat GMKI Wamena",
  "Kampung Hom-Hom",
  "Lembah Baliem",
];
const activities = [
  "Bakti Sosial",
  "Penelaahan Alkitab",
  "Diskusi Kebangsaan",
  "Ibadah Syukur",
  "Pelatihan Kader",
  "Kunjungan Jemaat",
  "Seminar Kesehatan",
  "Retret Pengurus",
  "Persekutuan Doa",
  "Lokakarya Menulis",
  "Gotong Royong",
  "Malam Kesenian",
];
const themes = [
  "Melayani dengan Rendah Hati",
  "Menjaga Alam Lembah",
  "Bersama Membangun Kampung",
  "Iman yang Bekerja",
  "Mahasiswa dan Masa Depan Papua",
  "Kasih yang Nyata",
  "Belajar dari Para Tetua",
  "Terang di Tengah Kota",
];
const sentences = [
  "Pagi itu kabut turun perlahan dari punggung bukit ketika anggota mulai berdatangan.",
  "Ketua komisariat membuka acara dengan doa dan menyampaikan tujuan kegiatan kepada peserta.",
  "Warga kampung menyambut rombongan dengan ubi bakar dan kopi hangat.",
  "Peserta dibagi ke dalam kelompok kecil untuk berdiskusi tentang tantangan pelayanan di kampus.",
  "Seorang pendeta jemaat mengingatkan bahwa pelayanan dimulai dari mendengar.",
  "Hujan sempat turun menjelang siang, tetapi kegiatan tetap berjalan di bawah tenda.",
  "Para alumni berbagi pengalaman memimpin organisasi di tengah keterbatasan.",
  "Sebagian peserta baru pertama kali mengikuti kegiatan GMKI dan mengaku senang.",
  "Panitia mencatat kebutuhan jemaat untuk ditindaklanjuti pada bulan berikutnya.",
  "Kegiatan ditutup dengan ibadah singkat dan makan bersama.",
  "Sekretariat berterima kasih kepada semua pihak yang membantu persiapan.",
  "Anak-anak kampung ikut bernyanyi ketika lagu pujian dinyanyikan bersama.",
  "Diskusi berlangsung hangat hingga sore hari.",
  "Beberapa mahasiswa menyatakan ingin bergabung dalam pengurus komisariat.",
  "Hasil kegiatan akan dilaporkan dalam rapat pengurus cabang.",
  "Jalan menuju lokasi licin sehingga rombongan berjalan kaki sebagian jarak.",
];
const authors = ["Debora Mabel", "Yosua Wenda", "Maria Lokobal", "Natan Itlay", "Ester Kogoya", "Yohanes Asso"];
const categories = ["Kerohanian", "Pendidikan", "Sosial"];

/** A small seeded generator (mulberry32): the same seed, the same content. */
function random(/** @type {number} */ seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "YYYY-MM-DD", `days` after `day`. */
function addDays(/** @type {string} */ day, /** @type {number} */ days) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Writes `count` articles into <dir>/news and `count` events into
 * <dir>/events, one a week back from `day` (the first few events after it),
 * named arsip-*-<n> so as not to meet the branch's own.
 * @param {string} dir a content folder
 * @param {number} count
 * @param {string} day the build day, YYYY-MM-DD
 */
export async function addScaleContent(dir, count, day) {
  const pick = random(45);
  const one = (/** @type {string[]} */ list) => list[Math.floor(pick() * list.length)];
  const paragraph = () =>
    Array.from({ length: 3 + Math.floor(pick() * 3) }, () => one(sentences)).join(" ") +
    ` Catatan ${Math.floor(pick() * 9000) + 1000}.`;
  await mkdir(join(dir, "news"), { recursive: true });
  await mkdir(join(dir, "events"), { recursive: true });
  for (let n = 1; n <= count; n++) {
    const activity = one(activities);
    const place = one(places);
    const theme = one(themes);
    const date = addDays(day, -7 * n + 2);
    const body = [
      { type: "paragraf", text: paragraph() },
      { type: "paragraf", text: paragraph() },
      { type: "subjudul", text: theme },
      { type: "paragraf", text: paragraph() },
      { type: "daftar", items: [one(sentences), one(sentences), one(sentences)] },
      { type: "paragraf", text: paragraph() },
    ];
    // One article, in the middle of the archive, holds a word no other does.
    if (n === Math.ceil(count / 2)) body.push({ type: "paragraf", text: `Nama kelompok tani itu ${SEARCH_WORD}.` });
    await writeFile(
      join(dir, "news", `arsip-berita-${n}.json`),
      `${JSON.stringify(
        {
          title: `${activity} di ${place}: ${theme} (${n})`,
          author: one(authors),
          date,
          excerpt: `${one(sentences)} ${one(sentences)}`,
          category: pick() < 0.8 ? "berita" : "tulisan-anggota",
          body,
        },
        null,
        2,
      )}\n`,
    );
    // Events: three upcoming, then one a week into the past.
    const eventDate = n <= 3 ? addDays(day, 10 * n) : addDays(day, -7 * (n - 3) - 1);
    const hour = 7 + Math.floor(pick() * 10);
    await writeFile(
      join(dir, "events", `arsip-kegiatan-${n}.json`),
      `${JSON.stringify(
        {
          title: `${activity} ${theme} (${n})`,
          date: eventDate,
          startTime: `${String(hour).padStart(2, "0")}.00`,
          endTime: `${String(hour + 2).padStart(2, "0")}.00`,
          location: place,
          participants: 20 + Math.floor(pick() * 180),
          category: one(categories),
          description: `${one(sentences)} ${one(sentences)} ${one(sentences)}`,
        },
        null,
        2,
      )}\n`,
    );
  }
}
