/**
 * An article written on a phone from top to bottom: each block added under
 * the last one, where the secretary is, without scrolling back to the top
 * of the body for "Tambah blok". The test counts the taps and the scrolls
 * a finger would need: a scroll whenever the next control is not wholly
 * on the screen.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { join } from "node:path";
import { PATIENCE } from "../support/patience.mjs";
import { choose, fixtureRepo, localBackend, openAdmin, publish, releaseRoutes } from "./support";

test.describe.configure({ mode: "default", timeout: 5 * PATIENCE });

const repo = fixtureRepo();
const backend = localBackend(repo);
releaseRoutes();

/** The secretary's finger: every tap, and every scroll needed to bring what is tapped wholly onto the screen. */
function finger() {
  const count = { taps: 0, scrolls: 0 };
  const reach = async (target: Locator) => {
    await expect(target).toBeVisible();
    const onScreen = await target.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    });
    if (!onScreen) {
      count.scrolls++;
      await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
    }
  };
  return {
    count,
    tap: async (target: Locator) => {
      await reach(target);
      count.taps++;
      await target.tap();
    },
    write: async (target: Locator, text: string) => {
      await reach(target);
      count.taps++;
      await target.tap();
      await target.fill(text);
    },
  };
}

async function shot(page: Page, name: string) {
  const folder = process.env.GUIDE_SCREENSHOTS;
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`) });
}

test.describe("on a 360 px phone, by touch", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("writes an article of five blocks top to bottom; its list reads as one list", async ({ page }) => {
    await openAdmin(page, backend.port, "#/collections/berita/new");
    await page.getByLabel("Judul", { exact: true }).fill("Laporan Retret Uji");
    await page.getByLabel("Penulis", { exact: true }).fill("Debora Contoh");
    await page.getByLabel("Tanggal").fill("2026-03-12");
    await page.getByLabel("Ringkasan").fill("Pengurus komisariat berkumpul untuk retret sehari.");
    await choose(page, "Jenis", "Berita Cabang");
    // From the last field above the body, as the secretary goes on writing.
    await page.getByLabel("Keterangan foto sampul").scrollIntoViewIfNeeded();

    const { tap, write, count } = finger();
    const addBlock = async (kind: string) => {
      await tap(page.getByRole("button", { name: "Tambah blok" }));
      await tap(page.getByRole("menuitem", { name: kind }));
    };
    await addBlock("Paragraf");
    await write(page.getByLabel("Paragraf", { exact: true }).last(), "Retret dimulai dengan ibadah pagi.");
    await addBlock("Subjudul");
    await write(page.getByLabel("Subjudul", { exact: true }).last(), "Yang dibahas");
    await addBlock("Paragraf");
    await write(page.getByLabel("Paragraf", { exact: true }).last(), "Tiga hal dibahas bersama.");
    await addBlock("Daftar");
    for (const item of ["program kerja komisariat untuk tahun depan", "keuangan", "kaderisasi"]) {
      await tap(page.getByRole("button", { name: "Tambah butir" }));
      await write(page.getByLabel("Butir", { exact: true }).last(), item);
    }
    await shot(page, "13-daftar");
    await addBlock("Paragraf");
    await write(page.getByLabel("Paragraf", { exact: true }).last(), "Retret ditutup dengan doa.");
    test.info().annotations.push({ type: "finger", description: `${count.taps} taps, ${count.scrolls} scrolls` });
    console.log(`five blocks: ${count.taps} taps, ${count.scrolls} scrolls`);

    // Each "Tambah …" is under what it adds to: no scroll back to the top of the body.
    expect(count.scrolls).toBeLessThanOrEqual(2);
    // Counted in one word, whatever the number.
    await expect(page.getByText("5 blok", { exact: true })).toBeAttached();
    await expect(page.getByText("3 butir", { exact: true })).toBeAttached();

    // The list's items read as one list: one box, each item a line of it, no gaps between.
    const items = await page.getByLabel("Butir", { exact: true }).all();
    const boxes = await Promise.all(items.map(async (item) => (await item.boundingBox())!));
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.y - (boxes[i - 1]!.y + boxes[i - 1]!.height)).toBeLessThan(24);
    }
    // Each line over half the screen's width, every word of it in view: a long one wraps and grows, a short one is one line.
    for (const [index, item] of items.entries()) {
      expect(boxes[index]!.width).toBeGreaterThanOrEqual(180);
      expect(await item.evaluate((box) => box.scrollHeight <= box.clientHeight + 1)).toBe(true);
    }
    expect(boxes[0]!.height).toBeGreaterThan(boxes[1]!.height);
    expect(boxes[1]!.height).toBeLessThanOrEqual(48);

    await publish(page, { touch: true });
    expect(repo.readJson("content/news/laporan-retret-uji.json").body).toEqual([
      { type: "paragraf", text: "Retret dimulai dengan ibadah pagi." },
      { type: "subjudul", text: "Yang dibahas" },
      { type: "paragraf", text: "Tiga hal dibahas bersama." },
      { type: "daftar", items: ["program kerja komisariat untuk tahun depan", "keuangan", "kaderisasi"] },
      { type: "paragraf", text: "Retret ditutup dengan doa." },
    ]);
  });
});
