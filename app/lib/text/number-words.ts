const words = ["nol", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan", "sepuluh"];

/**
 * A count in running text, as Indonesian writes it: words up to ten
 * ("tiga bidang"), figures above ("12 bidang").
 */
export function numberWord(count: number): string {
  return words[count] ?? String(count);
}

/** The same, starting a sentence or a title: "Tiga". */
export function capitalizedNumberWord(count: number): string {
  const word = numberWord(count);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
