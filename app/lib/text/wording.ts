/**
 * Mechanical rules of Indonesian (EYD V) that the site keeps everywhere: the
 * content check refuses text that breaks them, with a message for the
 * secretary, and a browser test reads every built page against them, so
 * neither the content nor the code brings such a slip back.
 */

export interface WordingSlip {
  /** The slip as written, e.g. "Rp", a space, then the amount. */
  found: string;
  /** How to write it, in words for the secretary. */
  fix: string;
}

const RULES: { pattern: RegExp; fix: string }[] = [
  // "Rp" with a space or a dot before the amount.
  { pattern: /\bRp\.?\s+\d/g, fix: 'tulis "Rp" langsung diikuti angkanya, tanpa spasi atau titik, mis. "Rp25.000"' },
  // The valley's name with a small l.
  { pattern: /\b[l]embah Baliem\b/g, fix: 'tulis "Lembah Baliem" dengan L besar: itu nama tempat' },
  { pattern: /\b\d+ ?x ?24 jam\b/g, fix: 'tulis "1 × 24 jam" (dengan tanda kali dan spasi)' },
];

/**
 * English words a visitor should not meet (the interface's own words, the
 * ones a translation leaves behind), each with the Indonesian to use.
 */
const ENGLISH_WORDS: Record<string, string> = {
  carousel: "tayangan gambar",
  slide: "gambar atau halaman",
  chat: "pesan atau obrolan",
  email: "surel",
  "e-mail": "surel",
  submit: "kirim",
  click: "klik",
  loading: "memuat",
  error: "galat atau kesalahan",
  download: "unduh",
  share: "bagikan",
  close: "tutup",
  previous: "sebelumnya",
  next: "berikutnya",
  search: "cari",
};

const ENGLISH = new RegExp(
  `(?<![\\p{L}\\p{N}@.-])(${Object.keys(ENGLISH_WORDS).join("|")})(?![\\p{L}\\p{N}@-])`,
  "giu",
);

/** The slips in a text: each as it was written and how to write it. */
export function wordingSlips(text: string): WordingSlip[] {
  const slips = RULES.flatMap(({ pattern, fix }) => [...text.matchAll(pattern)].map(([found]) => ({ found, fix })));
  for (const [found] of text.matchAll(ENGLISH)) {
    const word = found.toLowerCase();
    slips.push({ found, fix: `"${found}" adalah kata bahasa Inggris; pakai "${ENGLISH_WORDS[word]}"` });
  }
  return slips;
}
