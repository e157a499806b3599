/**
 * The sample facts the branch has not confirmed yet (content/to-confirm.json,
 * "Cek sebelum tayang" in the admin), as the build's reminder. A reminder,
 * not a failure: the site with sample facts is still better than none.
 */
import type { ToConfirmItem } from "./schema";

/** What is left to confirm, in the list's order. */
export function unconfirmed(items: readonly ToConfirmItem[]): ToConfirmItem[] {
  return items.filter((item) => !item.confirmed);
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
