import { expect, test, type Page } from "@playwright/test";
import { collectErrors, waitForHydration } from "./site";

const toastRegion = (page: Page) => page.getByRole("region", { name: /Notifikasi/ });

test.describe("/kegiatan", () => {
  test("three tabs, upcoming selected; by click and arrow keys", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/kegiatan");
    await waitForHydration(page);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Akan Datang", "Telah Berlalu", "Program Rutin"].map((t) => new RegExp(t)));
    await expect(page.getByRole("tab", { name: "Akan Datang" })).toHaveAttribute("aria-selected", "true");
    const upcoming = page.getByRole("tabpanel", { name: "Akan Datang" });
    expect(await upcoming.getByRole("article").count()).toBeGreaterThanOrEqual(3);

    await page.getByRole("tab", { name: "Telah Berlalu" }).click();
    const past = page.getByRole("tabpanel", { name: "Telah Berlalu" });
    expect(await past.getByRole("article").count()).toBeGreaterThanOrEqual(3);
    await expect(past.getByRole("button", { name: /Daftar/ })).toHaveCount(0);
    await expect(upcoming).toBeHidden();

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Program Rutin" })).toBeFocused();
    const programs = page.getByRole("tabpanel", { name: "Program Rutin" });
    await expect(programs).toContainText("Setiap Jumat, 18.00 WIT");
    expect(errors).toEqual([]);
  });

  test("events show date with <time datetime>, time WIT, place, participants, category", async ({ page }) => {
    await page.goto("/kegiatan");
    const card = page.getByRole("article").filter({ hasText: "MAPPER 2027" });
    await expect(card.locator("time")).toHaveAttribute("datetime", "2027-01-30T08:00+09:00");
    await expect(card.locator("time")).toHaveText("Sabtu, 30 Januari 2027");
    await expect(card).toContainText("08.00–16.00 WIT");
    await expect(card).toContainText("Aula STKIP Abdi Wacana Wamena");
    await expect(card).toContainText("120 peserta");
    await expect(card).toContainText("Pendidikan");
    await expect(card.locator("img").last()).toHaveAttribute("loading", "lazy");
  });

  test("Daftar confirms the named event in a toast that leaves after 5 s", async ({ page }) => {
    await page.goto("/kegiatan");
    await waitForHydration(page);
    await page.getByRole("button", { name: /Daftar untuk Ibadah dan Perayaan Natal/ }).click();
    const toast = toastRegion(page).getByRole("listitem");
    await expect(toast).toContainText("Pendaftaran Berhasil!");
    await expect(toast).toContainText("Ibadah dan Perayaan Natal GMKI Cabang Wamena");
    await expect(toast).toContainText("Tim kami akan segera menghubungi Anda");
    await page.mouse.move(5, 5);
    await expect(toast).toBeHidden({ timeout: 7_000 });
  });

  test("a second toast replaces the first; Hubungi Kami shows the notice", async ({ page }) => {
    await page.goto("/kegiatan");
    await waitForHydration(page);
    await page.getByRole("button", { name: /Daftar untuk MAPPER/ }).click();
    await expect(toastRegion(page).getByRole("listitem")).toContainText("Pendaftaran Berhasil!");
    await page.getByRole("button", { name: "Hubungi Kami" }).click();
    const toasts = toastRegion(page).getByRole("listitem");
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText("Segera Hadir");
    await expect(toasts).toContainText("Fitur ini belum tersedia");
  });

  test("a toast swiped 50 px or more goes; a shorter swipe does not", async ({ page }) => {
    await page.goto("/kegiatan");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Hubungi Kami" }).click();
    const toast = toastRegion(page).getByRole("listitem");
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + 30, box.y + box.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + 30 + (distance * step) / 5, box.y + 20);
      await page.mouse.up();
    };
    await swipe(30);
    await expect(toast).toBeVisible();
    await swipe(80);
    await expect(toast).toBeHidden();
  });

  test("the close button dismisses a toast", async ({ page }) => {
    await page.goto("/kegiatan");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Hubungi Kami" }).click();
    await toastRegion(page).getByRole("button", { name: "Tutup notifikasi" }).click();
    await expect(toastRegion(page)).toHaveCount(0);
  });
});

test.describe("/berita", () => {
  test("three articles with author, date and excerpt; read more and send article show the notice", async ({ page }) => {
    await page.goto("/berita");
    await waitForHydration(page);
    const articles = page.getByRole("article");
    await expect(articles).toHaveCount(3);
    for (const article of await articles.all()) {
      await expect(article.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(article.locator("time[datetime]")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    }
    await articles
      .first()
      .getByRole("button", { name: /Baca Selengkapnya/ })
      .click();
    await expect(toastRegion(page).getByRole("listitem")).toContainText("Fitur ini belum tersedia");
    await page.getByRole("button", { name: "Kirim Artikel" }).click();
    await expect(toastRegion(page).getByRole("listitem")).toHaveCount(1);
    await expect(page).toHaveURL("/berita");
  });
});

test.describe("/aturan", () => {
  test("sections open one at a time; clicking the open one closes it", async ({ page }) => {
    await page.goto("/aturan");
    await waitForHydration(page);
    const open = page.locator("details[open]");
    await expect(open).toHaveCount(0);
    await page.getByText("Keanggotaan", { exact: true }).click();
    await expect(open).toHaveCount(1);
    await expect(open).toContainText("hanya dapat diputuskan oleh Konferensi Cabang");
    await page.getByText("Iuran Anggota", { exact: true }).click();
    await expect(open).toHaveCount(1);
    await expect(open).toHaveAttribute("id", "iuran-anggota");
    await page.getByText("Iuran Anggota", { exact: true }).click();
    await expect(open).toHaveCount(0);
  });

  test("the branch's figures are where they belong", async ({ page }) => {
    await page.goto("/aturan");
    const text = await page.locator("main").textContent();
    for (const figure of [
      "Rp 25.000 per semester",
      "minimal 2 kegiatan",
      "IPK minimal 2,75",
      "minimal 75%",
      "setiap 2 minggu",
      "Rapat anggota diadakan setiap bulan",
      "setiap 2 tahun",
      "minimal 2 kali per tahun",
    ]) {
      expect(text, figure).toContain(figure);
    }
  });

  test("three sanction cards, and download buttons that go nowhere", async ({ page }) => {
    await page.goto("/aturan");
    await waitForHydration(page);
    const cards = page.getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Pelanggaran Ringan",
      "Pelanggaran Sedang",
      "Pelanggaran Berat",
    ]);
    for (const card of await cards.all()) {
      await expect(card).toContainText("Pelanggaran");
      await expect(card).toContainText("Sanksi");
    }
    for (const name of ["Unduh AD/ART", "Unduh Peraturan Cabang"]) {
      const button = page.getByRole("button", { name });
      await expect(button).toHaveAttribute("type", "button");
      await button.click();
    }
    await expect(page).toHaveURL("/aturan");
    await expect(toastRegion(page)).toHaveCount(0);
  });
});

test.describe("/kontak", () => {
  test("info cards: address, phones, e-mail, office hours", async ({ page }) => {
    await page.goto("/kontak");
    const main = page.locator("main");
    await expect(main).toContainText("Wamena");
    await expect(main.locator('a[href^="tel:+62"]').first()).toBeVisible();
    await expect(main.locator('a[href="mailto:sekretariat@gmkiwamena.org"]').first()).toBeVisible();
    await expect(main).toContainText("Senin–Jumat: 08.00–17.00 WIT");
    await expect(main).toContainText("Sabtu: 08.00–12.00 WIT");
    await expect(page.getByRole("heading", { name: "Kontak Darurat" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Media sosial" }).first().getByRole("link")).toHaveCount(3);
  });

  test("the form checks required fields and e-mail, then confirms and clears", async ({ page }) => {
    await page.goto("/kontak");
    await waitForHydration(page);
    const form = page.locator("form");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);
    await expect(toastRegion(page)).toHaveCount(0);

    await page.getByLabel("Nama").fill("Yohana <script>alert('x')</script> 🙏");
    await page.getByLabel("E-mail").fill("yohana");
    await page.getByLabel("Subjek").fill("Bergabung");
    await page.getByLabel("Pesan", { exact: true }).fill("x".repeat(5000));
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(toastRegion(page)).toHaveCount(0);

    await page.getByLabel("E-mail").fill("yohana@contoh.id");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    const toast = toastRegion(page).getByRole("listitem");
    await expect(toast).toContainText("Pesan Terkirim!");
    await expect(toast).toContainText("1x24 jam");
    for (const label of ["Nama", "E-mail", "Subjek", "Pesan"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(page.getByLabel("Pesan", { exact: true })).toHaveAttribute("rows", "6");
  });

  test("the map loads only when asked for, with a title, lazily, without referrer", async ({ page }) => {
    const outside: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    await page.goto("/kontak");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Lokasi Sekretariat" }).scrollIntoViewIfNeeded();
    expect(outside).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    const mapsLink = page.getByRole("link", { name: /Buka di Google Maps/ });
    await expect(mapsLink).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-4\./);
    await expect(mapsLink).toHaveAttribute("rel", "noopener noreferrer");

    await page.getByRole("button", { name: "Tampilkan Peta" }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("title", /Peta lokasi sekretariat/);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  });
});

test.describe("/kegiatan without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the upcoming events, and the other tabs' contents under their headings", async ({ page }) => {
    await page.goto("/kegiatan");
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Akan Datang" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Ibadah dan Perayaan Natal/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Telah Berlalu" })).toBeVisible();
    await expect(page.getByText("Setiap Jumat, 18.00 WIT")).toBeVisible();
  });
});
