/**
 * Why the repository could not be read, in the secretary's words: what
 * happened, as far as the admin knows it, and what to do. Never a guess
 * such as "sambungan terputus?" when the answer says otherwise.
 */

export type Where = "github" | "lokal";

const server = (where: Where) => (where === "github" ? "GitHub" : "server lokal (npm run admin)");

/** The reason, as a clause after "karena": "GitHub tidak menjawab selama 30 detik". */
export function reasonOf(error: unknown, where: Where, online = navigator.onLine): string {
  if (!online) return "perangkat ini sedang tidak tersambung ke internet; tunggu sampai tersambung lagi";
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 401) return "masa masuk ke GitHub sudah habis; tekan Keluar, lalu Masuk lagi";
  if (status === 403 || status === 429) {
    return "GitHub sedang membatasi permintaan dari akun ini; tunggu beberapa menit";
  }
  if (status === 404) return "repositori situs tidak bisa dibuka dengan akun ini; tanyakan kepada pengelola situs";
  if (typeof status === "number" && status >= 500) {
    return `${server(where)} sedang bermasalah: selama setengah menit berkali-kali menjawab dengan kode kesalahan ${status}`;
  }
  return `${server(where)} tidak menjawab selama setengah menit (sinyal lemah atau terputus)`;
}

/** The whole message of a refused save or deletion that could not be checked. */
export function unreadable(error: unknown, where: Where, then: string, online?: boolean): string {
  return `isi situs yang lain belum bisa dibaca untuk diperiksa, karena ${reasonOf(error, where, online)}. ${then}`;
}

/** What to do after an unreadable check before a save. */
export const SAVE_AGAIN = "Yang Anda tulis tetap di sini; tekan Terbitkan lagi sesudahnya.";

/** What to do after an unreadable check before a deletion. */
export const DELETE_AGAIN = "Belum ada yang dihapus; coba hapus lagi sesudahnya.";
