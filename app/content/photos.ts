import type { Photo } from "./schema";

/**
 * Every photo the site shows, with its description and credit. Files live in
 * app/assets/photos/; the build makes small AVIF, WebP and JPEG copies of
 * each. These are free landscape photos standing in until the branch has its
 * own; the footer credits each one as its licence asks.
 */
export const photos = [
  {
    id: "punggung-bukit-fajar",
    file: "sunset-hills-enlightenment.jpg",
    alt: "Ilustrasi punggung bukit berkabut kebiruan saat fajar",
    author: "Kontributor Enlightenment",
    license: "BSD-2-Clause",
    licenseUrl: "https://opensource.org/license/bsd-2-clause",
  },
  {
    id: "bukit-hijau",
    file: "green-hills-by-stefonarch.jpg",
    alt: "Perbukitan hijau bergelombang di bawah langit biru",
    author: "stefonarch (LXQt Project)",
    license: "CC BY-SA 3.0",
    licenseUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
  },
  {
    id: "kabut-pagi",
    file: "fog-by-stefonarch.jpg",
    alt: "Kabut pagi menyelimuti ladang di lereng bukit",
    author: "stefonarch (LXQt Project)",
    license: "CC BY-SA 3.0",
    licenseUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
  },
  {
    id: "berkas-cahaya",
    file: "beam-by-stefonarch.jpg",
    alt: "Berkas sinar matahari menembus awan ke bukit berhutan",
    author: "stefonarch (LXQt Project)",
    license: "CC BY-SA 3.0",
    licenseUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
  },
  {
    id: "padang-pegunungan",
    file: "aitzgorri-by-aitzol-berasategi.jpg",
    alt: "Punggung gunung dengan padang rumput hijau dan hutan",
    author: "Aitzol Berasategi",
    license: "CC BY 4.0",
    licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    id: "selepas-hujan",
    file: "after-the-rain-by-stefonarch.jpg",
    alt: "Awan senja berwarna jingga di atas perbukitan gelap",
    author: "stefonarch (LXQt Project)",
    license: "CC BY-SA 3.0",
    licenseUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
  },
  {
    id: "matahari-terbenam",
    file: "sunset-by-aitzol-berasategi.jpg",
    alt: "Matahari rendah di atas barisan pegunungan",
    author: "Aitzol Berasategi",
    license: "CC BY 4.0",
    licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    id: "puncak-berbatu",
    file: "picosdeeuropa-by-aitzol-berasategi.jpg",
    alt: "Puncak-puncak berbatu di atas padang dan jalan setapak",
    author: "Aitzol Berasategi",
    license: "CC BY 4.0",
    licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    id: "sungai-hutan",
    file: "life-by-aitzol-berasategi.jpg",
    alt: "Aliran sungai kecil di antara bebatuan hutan",
    author: "Aitzol Berasategi",
    license: "CC BY 4.0",
    licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    id: "padang-randa-tapak",
    file: "seeding-by-clemens-engelhardt.jpg",
    alt: "Padang bunga randa tapak dalam cahaya sore",
    author: "Clemens Engelhardt",
    license: "CC0 1.0",
    licenseUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
  },
  {
    id: "bunga-liar",
    file: "flowers-by-stefonarch.jpg",
    alt: "Padang bunga liar yang bermekaran",
    author: "stefonarch (LXQt Project)",
    license: "CC BY-SA 3.0",
    licenseUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
  },
  {
    id: "sinar-dari-awan",
    file: "god-rays-enlightenment.jpg",
    alt: "Sinar matahari memancar dari balik awan",
    author: "Kontributor Enlightenment",
    license: "BSD-2-Clause",
    licenseUrl: "https://opensource.org/license/bsd-2-clause",
  },
  {
    id: "bunga-kamboja",
    file: "white-flower-enlightenment.jpg",
    alt: "Bunga kamboja putih",
    author: "Kontributor Enlightenment",
    license: "BSD-2-Clause",
    licenseUrl: "https://opensource.org/license/bsd-2-clause",
  },
  {
    id: "danau-pegunungan",
    file: "altai-by-alesya-khoteeva.jpg",
    alt: "Ilustrasi pegunungan dan danau bergaya poligon",
    author: "Alesya Khoteeva (KDE)",
    license: "CC BY-SA 4.0",
    licenseUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
  },
] as const satisfies readonly Photo[];

export type PhotoId = (typeof photos)[number]["id"];
