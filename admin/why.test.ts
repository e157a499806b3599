import { describe, expect, it } from "vitest";
import { reasonOf, unreadable, SAVE_AGAIN } from "./why";

describe("why the content could not be read, told as it is", () => {
  it("says the phone is offline only when it is", () => {
    expect(reasonOf(new TypeError("Failed to fetch"), "github", false)).toMatch(
      /^perangkat ini sedang tidak tersambung/,
    );
    expect(reasonOf(new TypeError("Failed to fetch"), "github", true)).toBe(
      "GitHub tidak menjawab selama setengah menit (sinyal lemah atau terputus)",
    );
  });

  it("names an expired sign-in, a limit, a missing repository and a server's error", () => {
    expect(reasonOf({ status: 401 }, "github", true)).toMatch(/tekan Keluar, lalu Masuk lagi$/);
    expect(reasonOf({ status: 403 }, "github", true)).toMatch(/membatasi permintaan/);
    expect(reasonOf({ status: 404 }, "github", true)).toMatch(/tanyakan kepada pengelola situs$/);
    expect(reasonOf({ status: 500 }, "lokal", true)).toMatch(/^server lokal \(npm run admin\) sedang bermasalah/);
  });

  it("never guesses a broken connection for a backend that answered", () => {
    const message = unreadable({ status: 500 }, "lokal", SAVE_AGAIN, true);
    expect(message).not.toMatch(/sambungan|terputus\?/);
    expect(message).toMatch(
      /^isi situs yang lain belum bisa dibaca untuk diperiksa, karena .+\. Yang Anda tulis tetap di sini/,
    );
  });
});
