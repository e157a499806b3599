/**
 * An event with the title and day of another is asked about before it is
 * saved (admin/same-event.ts): "Batal" saves nothing, "OK" saves it all
 * the same, beside the other.
 */
import { expect, test } from "@playwright/test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PATIENCE } from "../support/patience.mjs";
import { fillEvent, fixtureRepo, localBackend, openAdmin, publish, releaseRoutes } from "./support";

test.describe.configure({ mode: "default", timeout: 5 * PATIENCE });

const repo = fixtureRepo();
const backend = localBackend(repo);
releaseRoutes();

test.describe("on a 360 px phone, by touch", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the same title on the same day is asked about before saving; the secretary may still save it", async ({
    page,
  }) => {
    // The fixture's event, as it is: its title and its day.
    const { title, date } = repo.readJson("content/events/natal-uji.json") as { title: string; date: string };
    const before = repo.git("rev-parse", "HEAD");
    await openAdmin(page, backend.port, "#/collections/kegiatan/new");
    await fillEvent(page, {
      title: title.toUpperCase(),
      date,
      start: "17.00",
      place: "Gedung Gereja Uji",
      participants: "80",
      category: "Kerohanian",
      text: "Natal yang sama, dimasukkan lagi.",
    });

    // First "Batal": nothing is saved, and the admin says why.
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Terbitkan", exact: true }).tap();
    await page.getByText("Terbitkan sekarang").tap();
    await expect(
      page.getByText(/^Belum tersimpan: kegiatan dengan judul dan hari yang sama sudah ada/).first(),
    ).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(new RegExp(`^Sudah ada kegiatan “${title.toUpperCase()}” pada \\w+, \\d+ \\w+ \\d{4}\\.`));
    expect(asked[0]).toMatch(/Tetap simpan kegiatan ini\?$/);
    expect(repo.git("rev-parse", "HEAD")).toBe(before);

    // Then "OK": saved beside the other.
    page.once("dialog", (dialog) => void dialog.accept());
    await publish(page, { touch: true });
    expect(repo.readJson("content/events/natal-uji-1.json")).toMatchObject({ date });
    expect(existsSync(join(repo.dir, "content/events/natal-uji.json"))).toBe(true);
  });
});
