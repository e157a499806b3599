import { describe, expect, it } from "vitest";
import { indonesianNotice } from "./english-notices";

describe("Decap's English notices", () => {
  it("says in Indonesian why a file was not deleted, keeping the reason", () => {
    expect(indonesianNotice('Failed to delete media: Kegiatan, "Natal" jadi salah: foto "a.jpg" tidak ada')).toBe(
      'Berkas gagal dihapus: Kegiatan, "Natal" jadi salah: foto "a.jpg" tidak ada',
    );
  });

  it("replaces a failed upload's English reason with what to do", () => {
    expect(indonesianNotice("Failed to persist media: TypeError: Failed to fetch")).toBe(
      "Foto atau berkas gagal diunggah. Periksa sambungan internet, lalu coba lagi.",
    );
  });

  it("says what to do when a picked file can no longer be read, on upload and on save", () => {
    const advice =
      /^Belum (diunggah|tersimpan): berkas yang dipilih tidak bisa dibaca lagi .*pilih berkasnya sekali lagi\.$/;
    expect(indonesianNotice("Failed to persist media: NotReadableError: The requested file could not be read")).toMatch(
      advice,
    );
    expect(
      indonesianNotice(
        "Belum tersimpan: NotReadableError: The requested file could not be read, typically due to permission problems",
      ),
    ).toMatch(advice);
  });

  it("leaves the admin's own notices alone", () => {
    expect(indonesianNotice("Tersimpan; situs diperbarui dalam beberapa menit")).toBeUndefined();
  });
});
