import { expect, test, type APIRequestContext } from "@playwright/test";
import { collectErrors, waitForHydration } from "./site";

/** The page's text as prerendered, tags removed: what a visitor gets before JavaScript. */
async function prerenderedText(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/\s+/g, " ");
}

test.describe("figures are in the prerendered HTML", () => {
  test("home: hero, stats, featured programmes and the call to join", async ({ request }) => {
    const text = await prerenderedText(request, "/");
    for (const figure of ["150+ Anggota Aktif", "25+ Kegiatan per Tahun", "12+ Program Studi", "30+ Prestasi"]) {
      expect(text).toContain(figure.replace(/^(\S+) (.*)$/, "$2 $1"));
    }
    expect(text).toContain("Persekutuan dan Penelaahan Alkitab");
    expect(text).toContain("Kaderisasi dan Kepemimpinan");
    expect(text).toContain("Aksi dan Pelayanan Sosial");
    expect(text).toContain("Mari bertumbuh bersama kami");
  });

  test("about: profile, founding dates and figures", async ({ request }) => {
    const text = await prerenderedText(request, "/tentang");
    for (const phrase of [
      "Tinggi Iman",
      "Tinggi Ilmu",
      "Tinggi Pengabdian",
      "Ut Omnes Unum Sint",
      "Gereja",
      "Perguruan Tinggi",
      "Masyarakat",
      "Visi",
      "Misi",
      "23 Februari 1950",
      "Tahun 1985",
      "Alumni 1000+",
      "Program Sosial 50+",
      "Tahun Melayani 35+",
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  test("boards: chair, secretary, treasurer and the outgoing board's period", async ({ request }) => {
    const current = await prerenderedText(request, "/tentang-bpc");
    for (const phrase of ["2025–2027", "Ketua Cabang", "Sekretaris Cabang", "Bendahara Cabang", "Kepala Bidang"]) {
      expect(current, phrase).toContain(phrase);
    }
    const outgoing = await prerenderedText(request, "/tentang-demisioner");
    expect(outgoing).toContain("2023–2025");
    expect(outgoing).toContain("Marthen Huby Ketua Cabang");
  });

  test("board structure: every field, an empty seat as a dash", async ({ page }) => {
    await page.goto("/struktur/bpc");
    for (const field of ["Pengurus Harian", "Bidang Organisasi", "Bidang Kerohanian"]) {
      await expect(page.getByRole("heading", { level: 3, name: field })).toBeVisible();
    }
    const vacant = page.getByRole("definition").filter({ hasText: "belum terisi" }).first();
    await expect(vacant).toHaveText("-belum terisi");
  });

  test("history: an ordered timeline of at least 8 entries, 1950 and 1985 among them", async ({ page }) => {
    await page.goto("/sejarah-gmki-wamena");
    const entries = page.locator("main ol > li");
    expect(await entries.count()).toBeGreaterThanOrEqual(8);
    await expect(entries.filter({ hasText: "1950" }).first()).toContainText("GMKI lahir");
    await expect(entries.filter({ hasText: "1985" }).first()).toContainText("Cabang Wamena berdiri");
  });

  test("structure: links to the board and every komisariat", async ({ page }) => {
    await page.goto("/struktur");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Badan Pengurus Cabang" })).toHaveAttribute("href", "/struktur/bpc");
    for (const slug of ["stkip-abdi-wacana", "stt-arastamar", "uniba-unaim"]) {
      await expect(main.locator(`a[href="/struktur/${slug}"]`)).toHaveCount(1);
    }
  });

  test("a komisariat: caretakers and the colleges it covers, as a list", async ({ page }) => {
    await page.goto("/struktur/uniba-unaim");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Komisariat UNIBA–UNAIM");
    await expect(page.getByText("Ketua Caretaker")).toBeVisible();
    await expect(page.getByText("Sekretaris Caretaker")).toBeVisible();
    const colleges = page.getByRole("list").filter({ hasText: "Universitas Baliem Papua" });
    await expect(colleges.getByRole("listitem")).toHaveCount(2);
  });
});

test.describe("home carousel in Chromium", () => {
  test("loads one hero photo, turns every 5 s, and pauses with Jeda", async ({ page }) => {
    const heroRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && /\.(avif|webp|jpe?g)$/.test(request.url()))
        heroRequests.push(request.url());
    });
    const errors = collectErrors(page);
    await page.goto("/");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Foto alam pegunungan" });
    const shown = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(shown).toHaveAttribute("aria-label", "1 dari 7");
    // Only the first photo is fetched with the page.
    expect(heroRequests).toHaveLength(1);
    expect(heroRequests[0]).toMatch(/sunset-hills-enlightenment-[\w-]+\.avif$/);

    await page.mouse.move(5, 5); // outside the carousel
    await expect(shown).toHaveAttribute("aria-label", "2 dari 7", { timeout: 7_000 });

    await carousel.getByRole("button", { name: "Jeda" }).click();
    await page.mouse.move(5, 5);
    await page.waitForTimeout(6_000);
    await expect(shown).toHaveAttribute("aria-label", "2 dari 7");
    await expect(carousel.getByRole("button", { name: "Putar" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("does not turn under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Foto alam pegunungan" });
    await expect(carousel.getByRole("button", { name: "Putar" })).toBeVisible();
    await page.waitForTimeout(6_000);
    await expect(carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveAttribute(
      "aria-label",
      "1 dari 7",
    );
  });

  test("the first photo is preloaded with high priority", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif"[^>]*fetchPriority="high"/);
    expect(html.match(/<picture>/g)).toHaveLength(1);
  });
});
