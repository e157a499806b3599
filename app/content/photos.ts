import type { Photo, PhotoCredit } from "./schema";

/** Who made the photos and under which licence; the footer lists each once. */
export const photoCredits = [
  {
    id: "aitzol-berasategi",
    author: "Aitzol Berasategi",
    license: "CC BY 4.0",
    licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    id: "stefonarch",
    author: "stefonarch (LXQt Project)",
    license: "CC BY-SA 3.0",
    licenseUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
  },
  {
    id: "clemens-engelhardt",
    author: "Clemens Engelhardt",
    license: "CC0 1.0",
    licenseUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
  },
  {
    id: "enlightenment",
    author: "Kontributor Enlightenment",
    license: "BSD-2-Clause",
    licenseUrl: "https://opensource.org/license/bsd-2-clause",
  },
  {
    id: "alesya-khoteeva",
    author: "Alesya Khoteeva (KDE)",
    license: "CC BY-SA 4.0",
    licenseUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
  },
] as const satisfies readonly PhotoCredit[];

/**
 * Every photo the site shows, with its description and credit. Files live in
 * app/assets/photos/; the build makes small AVIF, WebP and JPEG copies of
 * each. These are free landscape photos standing in until the branch has its
 * own; the footer credits their makers (photoCredits) as the licences ask.
 */
export const photos = [
  {
    id: "punggung-bukit-fajar",
    file: "sunset-hills-enlightenment.jpg",
    alt: "Ilustrasi punggung bukit berkabut kebiruan saat fajar",
    credit: "enlightenment",
  },
  {
    id: "bukit-hijau",
    file: "green-hills-by-stefonarch.jpg",
    alt: "Perbukitan hijau bergelombang di bawah langit biru",
    credit: "stefonarch",
  },
  {
    id: "kabut-pagi",
    file: "fog-by-stefonarch.jpg",
    alt: "Kabut pagi menyelimuti ladang di lereng bukit",
    credit: "stefonarch",
  },
  {
    id: "berkas-cahaya",
    file: "beam-by-stefonarch.jpg",
    alt: "Berkas sinar matahari menembus awan ke bukit berhutan",
    credit: "stefonarch",
  },
  {
    id: "padang-pegunungan",
    file: "aitzgorri-by-aitzol-berasategi.jpg",
    alt: "Punggung gunung dengan padang rumput hijau dan hutan",
    credit: "aitzol-berasategi",
  },
  {
    id: "selepas-hujan",
    file: "after-the-rain-by-stefonarch.jpg",
    alt: "Awan senja berwarna jingga di atas perbukitan gelap",
    credit: "stefonarch",
  },
  {
    id: "matahari-terbenam",
    file: "sunset-by-aitzol-berasategi.jpg",
    alt: "Matahari rendah di atas barisan pegunungan",
    credit: "aitzol-berasategi",
  },
  {
    id: "puncak-berbatu",
    file: "picosdeeuropa-by-aitzol-berasategi.jpg",
    alt: "Puncak-puncak berbatu di atas padang dan jalan setapak",
    credit: "aitzol-berasategi",
  },
  {
    id: "sungai-hutan",
    file: "life-by-aitzol-berasategi.jpg",
    alt: "Aliran sungai kecil di antara bebatuan hutan",
    credit: "aitzol-berasategi",
  },
  {
    id: "padang-randa-tapak",
    file: "seeding-by-clemens-engelhardt.jpg",
    alt: "Padang bunga randa tapak dalam cahaya sore",
    credit: "clemens-engelhardt",
  },
  {
    id: "bunga-liar",
    file: "flowers-by-stefonarch.jpg",
    alt: "Padang bunga liar yang bermekaran",
    credit: "stefonarch",
  },
  {
    id: "sinar-dari-awan",
    file: "god-rays-enlightenment.jpg",
    alt: "Sinar matahari memancar dari balik awan",
    credit: "enlightenment",
  },
  {
    id: "bunga-kamboja",
    file: "white-flower-enlightenment.jpg",
    alt: "Bunga kamboja putih",
    credit: "enlightenment",
  },
  {
    id: "danau-pegunungan",
    file: "altai-by-alesya-khoteeva.jpg",
    alt: "Ilustrasi pegunungan dan danau bergaya poligon",
    credit: "alesya-khoteeva",
  },
] as const satisfies readonly Photo[];

export type PhotoId = (typeof photos)[number]["id"];
