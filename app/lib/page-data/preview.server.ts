/**
 * What visitors are told while the branch has yet to confirm the sample
 * facts (content/to-confirm.json): a line on every page that leads to the
 * list of what is still a sample (/pratinjau), a note in every copy that
 * leaves the site (the news feed, calendar files, posters, share cards),
 * and, in the contact form's and the sign-up's hand-off, that the number is
 * an example. All of it goes by itself once the rows are marked "Sudah
 * benar" (docs/decisions/0009-where-the-site-departs-from-the-spec.md).
 */
import type { ToConfirmItem } from "~/content/schema";
import { isUnconfirmed, unconfirmed } from "~/content/to-confirm";

/** The page that lists what is still a sample, while anything is. */
export const PREVIEW_PATH = "/pratinjau";

/**
 * Each row of the launch list (by its id) as a visitor would name it, and
 * the page where it shows. A row the site knows no words for is listed by
 * its own `what`.
 */
const SAMPLES: Readonly<Record<string, { what: string; href: string }>> = {
  cabang: { what: "Tahun berdiri cabang dan peristiwa di lini masa sejarahnya", href: "/sejarah-gmki-wamena" },
  pengurus: { what: "Nama pengurus cabang, pengurus demisioner, dan penulis berita", href: "/tentang-bpc" },
  komisariat: {
    what: "Komisariat: kampusnya, pengurusnya, jadwal dan tempat pertemuan, dan nomor koordinatornya",
    href: "/struktur",
  },
  nomor: {
    what: "Nomor telepon dan WhatsApp sekretariat dan pengurus, termasuk kontak darurat: pesan dan pendaftaran yang dikirim ke nomor ini belum tentu sampai",
    href: "/kontak",
  },
  alamat: { what: "Alamat sekretariat dan titiknya di peta", href: "/kontak" },
  "jam-kantor": { what: "Jam kantor sekretariat dan waktu kami membalas pesan", href: "/kontak" },
  surel: { what: "Alamat surel dan akun media sosial", href: "/kontak" },
  angka: { what: "Jumlah anggota aktif dan alumni", href: "/tentang" },
  aturan: { what: "Aturan cabang, termasuk besar iuran anggota", href: "/aturan" },
  "kegiatan-berita": {
    what: "Kegiatan dan berita, dengan jumlah peserta, narahubung panitia, dan kutipannya",
    href: "/kegiatan",
  },
  gambar: {
    what: "Gambar dan foto: gambar Lembah Baliem dipakai sampai ada foto cabang sendiri",
    href: "/kredit-foto",
  },
  lambang: { what: "Lambang cabang, di situs dan di poster kegiatan, dan alamat situs ini", href: "/" },
};

/** What is still a sample, in the list's order, as /pratinjau lists it. */
export function sampleList(items: readonly ToConfirmItem[]): { what: string; href?: string }[] {
  return unconfirmed(items).map((item) => (item.id && SAMPLES[item.id]) || { what: item.what });
}

/**
 * The line every page shows while anything is unconfirmed, with the link
 * to the whole list; null once nothing is left. On a phone its `short`
 * words, on one line where the screen has room for them and at most two
 * on a 360 px phone (tests/site/design.spec.ts).
 */
export function previewLine(
  items: readonly ToConfirmItem[],
): { text: string; short: string; href: string; link: string } | null {
  if (unconfirmed(items).length === 0) return null;
  return {
    text: "Pratinjau: sebagian isi masih contoh sampai dipastikan pengurus.",
    short: "Pratinjau: sebagian isi masih contoh.",
    href: PREVIEW_PATH,
    link: "Lihat daftarnya",
  };
}

/** A fact a copy names while its row is unconfirmed: "kegiatan ini", "nomor 0812-4800-1985". */
export interface Subject {
  row: string;
  what: string;
}

const list = new Intl.ListFormat("id", { type: "conjunction" });

/**
 * The sentence each copy that leaves the site carries while it is a
 * preview (the feed and each of its entries, calendar files, the printed
 * poster, share text): the subjects still samples by name ("Pratinjau:
 * kegiatan ini masih contoh …"), or, when none of them is, that part of the
 * site is. Null once every row is confirmed.
 */
export function previewNote(
  items: readonly ToConfirmItem[],
  site: string,
  subjects: readonly Subject[] = [],
): string | null {
  if (unconfirmed(items).length === 0) return null;
  const samples = subjects.filter(({ row }) => isUnconfirmed(items, row)).map(({ what }) => what);
  const what = samples.length > 0 ? list.format(samples) : `sebagian isi situs ${site}`;
  return `Pratinjau: ${what} masih contoh sampai dipastikan pengurus cabang.`;
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

/**
 * The note beside a fact on a page while its row is unconfirmed: "Nomor-nomor
 * ini masih contoh sampai dipastikan pengurus cabang." Null once it is confirmed.
 */
export function sampleFactNote(items: readonly ToConfirmItem[], row: string, what: string): string | null {
  return isUnconfirmed(items, row) ? `${what} masih contoh sampai dipastikan pengurus cabang.` : null;
}

/** A promise of the branch's (its reply time), made only once its row is confirmed; null until then. */
export function confirmedPromise(items: readonly ToConfirmItem[], row: string, promise: string): string | null {
  return isUnconfirmed(items, row) ? null : promise;
}
