/**
 * What visitors are told while the branch has yet to confirm the sample
 * facts (content/to-confirm.json): one line on every page, and in the
 * contact form's and the sign-up's hand-off, that the number is an example.
 * Both go by themselves once the rows are marked "Sudah benar"
 * (docs/decisions/0009-where-the-site-departs-from-the-spec.md).
 */
import type { ToConfirmItem } from "~/content/schema";
import { isUnconfirmed, unconfirmed } from "~/content/to-confirm";

/** A row of the launch list (by its id) in the line's words, the ones visitors most rely on first. */
const KINDS: readonly (readonly [id: string, noun: string])[] = [
  ["pengurus", "nama"],
  ["komisariat", "nama"],
  ["nomor", "nomor"],
  ["kegiatan-berita", "berita"],
  ["alamat", "alamat"],
  ["surel", "alamat"],
  ["jam-kantor", "jam kantor"],
  ["angka", "angka"],
  ["aturan", "aturan"],
  ["cabang", "sejarah"],
  ["gambar", "gambar"],
  ["lambang", "lambang"],
];

const list = new Intl.ListFormat("id", { type: "conjunction" });

/**
 * At most this many characters, so that the line takes at most two lines on
 * a 360 px phone (measured with the widest system font the tests meet).
 */
export const PREVIEW_LINE_LIMIT = 88;

const line = (what: string) => `Pratinjau: ${what} di situs ini masih contoh sampai dipastikan pengurus.`;

/**
 * The line every page shows while anything is unconfirmed, naming the kinds
 * of what is left, as many as fit ("nama, nomor, dan berita"), so that it
 * stays true as rows are confirmed; null once nothing is left.
 */
export function previewLine(items: readonly ToConfirmItem[]): string | null {
  const left = unconfirmed(items);
  if (left.length === 0) return null;
  const ids = new Set(left.map((item) => item.id));
  const kinds = [...new Set(KINDS.filter(([id]) => ids.has(id)).map(([, noun]) => noun))];
  while (kinds.length > 1 && line(list.format(kinds)).length > PREVIEW_LINE_LIMIT) kinds.pop();
  return line(kinds.length > 0 ? list.format(kinds) : "sebagian isi");
}

/** A launch-list row that holds where a message goes, and that address as the note names it. */
export interface Destination {
  /** "nomor" (the secretariat's numbers), "surel" (its e-mail), "kegiatan-berita" (an event's own contact). */
  row: string;
  /** "nomor 0812-4800-1985", "surel sekretariat@gmkiwamena.org". */
  address: string;
}

/**
 * The hand-off's note on where the message goes, while that is a sample:
 * "Nomor 0812-4800-1985 masih contoh …". Names only the addresses still
 * unconfirmed; null once none is.
 */
export function sampleAddressNote(
  items: readonly ToConfirmItem[],
  destinations: readonly Destination[],
): string | null {
  const samples = destinations.filter(({ row }) => isUnconfirmed(items, row)).map(({ address }) => address);
  if (samples.length === 0) return null;
  const what = list.format(samples);
  return `${what[0]!.toUpperCase()}${what.slice(1)} masih contoh sampai dipastikan pengurus cabang, jadi pesan ini belum tentu sampai.`;
}
