/**
 * The sample facts the branch has not confirmed yet (content/to-confirm.json,
 * "Cek sebelum tayang" in the admin). While any is left, every page says the
 * site is a preview (app/lib/page-data/preview.server.ts) and the build
 * reminds the branch, in its log and on the deploy's summary on GitHub. A
 * reminder, not a failure: the site with sample facts is still better than
 * none.
 */
import type { ToConfirmItem } from "./schema";

/** What is left to confirm, in the list's order. */
export function unconfirmed(items: readonly ToConfirmItem[]): ToConfirmItem[] {
  return items.filter((item) => !item.confirmed);
}

/** Whether the row the site knows by `id` is still unconfirmed; a row that is not there is not. */
export function isUnconfirmed(items: readonly ToConfirmItem[], id: string): boolean {
  return items.some((item) => item.id === id && !item.confirmed);
}

/** The build log's reminder, one line an item; null when everything is confirmed. */
export function toConfirmReminder(items: readonly ToConfirmItem[]): string | null {
  const left = unconfirmed(items);
  if (left.length === 0) return null;
  return [
    `Pengingat: ${left.length} data di situs masih contoh dan belum dipastikan cabang. Situs tetap dibangun. Periksa atau ganti datanya, lalu nyalakan “Sudah benar” di admin, bagian Cek sebelum tayang:`,
    ...left.map((item) => `  - ${item.what} (${item.where})`),
  ].join("\n");
}

/** The title of the deploy's note while the site is a preview (GitHub Actions). */
const PREVIEW_TITLE = "Situs tayang sebagai pratinjau";

/**
 * The deploy's note while the site is a preview: what visitors are told,
 * and how it ends. Null when everything is confirmed.
 */
function previewNotice(items: readonly ToConfirmItem[]): string | null {
  const left = unconfirmed(items);
  if (left.length === 0) return null;
  return `${left.length} data di situs masih contoh. Selama itu, setiap halaman menulis satu baris bahwa situs ini pratinjau, dengan tautan ke daftar semua yang masih contoh; umpan berita, berkas kalender, poster kegiatan, dan kartu yang dibagikan menyebutnya juga; formulir kontak serta pendaftaran kegiatan menyebut bahwa nomor tujuannya masih contoh. Baris itu hilang sendiri setelah semua data dinyalakan “Sudah benar” di admin, bagian Cek sebelum tayang.`;
}

/** The same, with what is left, in Markdown for the run's summary page on GitHub. */
export function previewSummary(items: readonly ToConfirmItem[]): string | null {
  const notice = previewNotice(items);
  if (notice === null) return null;
  return [
    `## ${PREVIEW_TITLE}`,
    "",
    `${notice} Yang tersisa:`,
    "",
    ...unconfirmed(items).map((item) => `- ${item.what} (${item.where})`),
    "",
  ].join("\n");
}
