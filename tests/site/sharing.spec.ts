import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { waitForHydration } from "./site";

const toast = (page: Page) => page.getByRole("region", { name: /Notifikasi/ }).getByRole("listitem");

test.describe("events into the visitor's calendar", () => {
  test("each upcoming event links its .ics file, which parses to the event", async ({ page, request }) => {
    await page.goto("/kegiatan");
    const cards = page.getByRole("tabpanel", { name: "Akan Datang" }).getByRole("article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      const title = (await card.getByRole("heading").textContent())!;
      const file = card.getByRole("link", { name: `Tambah ke Kalender untuk ${title}` });
      await expect(file).toHaveAttribute("download", "");
      const response = await request.get((await file.getAttribute("href"))!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
      const text = await response.text();
      expect(text).toMatch(/\r\n$/);
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
      expect(vevent.getFirstPropertyValue("summary")).toBe(title);
      expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Asia/Jayapura");

      const google = new URL((await card.getByRole("link", { name: /^Google Kalender/ }).getAttribute("href"))!);
      expect(google.hostname).toBe("calendar.google.com");
      expect(google.searchParams.get("text")).toBe(title);
    }
  });

  test("the sign-up toast offers a WhatsApp message to the organisers naming the event", async ({ page }) => {
    await page.goto("/kegiatan");
    await waitForHydration(page);
    const card = page.getByRole("tabpanel", { name: "Akan Datang" }).getByRole("article").first();
    const title = (await card.getByRole("heading").textContent())!;
    await card.getByRole("button", { name: /^Daftar/ }).click();
    await expect(toast(page)).toContainText("Pendaftaran Berhasil!");
    const whatsapp = new URL(
      (await toast(page)
        .getByRole("link", { name: /WhatsApp/ })
        .getAttribute("href"))!,
    );
    expect(whatsapp.hostname).toBe("wa.me");
    expect(whatsapp.pathname).toMatch(/^\/62\d+$/);
    expect(whatsapp.searchParams.get("text")).toContain(`“${title}”`);
  });
});

test.describe("messages that reach the branch", () => {
  test("phone numbers on the site have WhatsApp links with a greeting", async ({ page }) => {
    await page.goto("/kontak");
    const links = page.getByRole("link", { name: /^WhatsApp / });
    expect(await links.count()).toBeGreaterThanOrEqual(4); // contact page and footer
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")!))) {
      const url = new URL(href);
      expect(url.hostname).toBe("wa.me");
      expect(url.pathname).toMatch(/^\/628\d{8,}$/);
      expect(url.searchParams.get("text")).toMatch(/^Shalom/);
    }
  });

  test("after the form is sent, WhatsApp and e-mail links carry the message", async ({ page }) => {
    await page.goto("/kontak");
    await waitForHydration(page);
    await page.getByLabel("Nama", { exact: true }).fill("Yohana Wenda");
    await page.getByLabel("E-mail", { exact: true }).fill("yohana@contoh.id");
    await page.getByLabel("Subjek", { exact: true }).fill("Ingin bergabung");
    await page.getByLabel("Pesan", { exact: true }).fill("Bagaimana cara ikut MAPPER?");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(toast(page)).toContainText("Pesan Terkirim!");

    const whatsapp = new URL((await page.getByRole("link", { name: /Kirim lewat WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.searchParams.get("text")).toContain("Bagaimana cara ikut MAPPER?");
    expect(whatsapp.searchParams.get("text")).toContain("Yohana Wenda");
    const mail = (await page.getByRole("link", { name: /Kirim lewat E-mail/ }).getAttribute("href"))!;
    expect(mail).toMatch(/^mailto:[^?]+@[^?]+\?subject=Ingin%20bergabung&body=Bagaimana/);
  });
});

test.describe("rules you can point to", () => {
  test("/aturan#<id> opens that section and brings it into view", async ({ page }) => {
    await page.goto("/aturan#iuran-anggota");
    await waitForHydration(page);
    const section = page.locator("details#iuran-anggota");
    await expect(section).toHaveAttribute("open", "");
    await expect(section.getByText("Rp 25.000").first()).toBeInViewport();
    await expect(page.locator("details[open]")).toHaveCount(1);

    // Another #part on the same page opens that one instead.
    await page.evaluate(() => (window.location.hash = "#pelayanan-sosial"));
    await expect(page.locator("details#pelayanan-sosial")).toHaveAttribute("open", "");
    await expect(section).not.toHaveAttribute("open", "");
  });

  test("every section's id is a slug of its title, and 'Salin tautan' copies its address", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/aturan");
    await waitForHydration(page);
    const slug = (title: string) =>
      title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
    for (const section of await page.locator("details").all()) {
      const title = (await section.locator("summary h3").textContent())!;
      await expect(section).toHaveAttribute("id", slug(title));
    }
    const section = page.locator("details#keanggotaan");
    await section.locator("summary").click();
    await section.getByRole("button", { name: "Salin tautan ke bagian Keanggotaan" }).click();
    await expect(toast(page)).toContainText("Tautan disalin");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/aturan#keanggotaan$/);
  });

  test("prints with every section open, no navigation, and link addresses shown", async ({ page }) => {
    await page.goto("/aturan");
    await waitForHydration(page);
    await page.emulateMedia({ media: "print" });
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    for (const section of await page.locator("details").all()) {
      await expect(section.locator("li").first()).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("navigation")).toBeHidden();
    await expect(page.getByRole("button", { name: "Unduh AD/ART" })).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await page.emulateMedia({ media: "screen" });
    await expect(page.locator("details[open]")).toHaveCount(0);

    await page.goto("/kontak");
    await page.emulateMedia({ media: "print" });
    const email = page.locator("main a[href^='mailto:']").first();
    expect(await email.evaluate((link) => getComputedStyle(link, "::after").content)).toMatch(
      /^" \(" attr\(href\)|mailto:/,
    );
    await expect(page.getByRole("contentinfo").getByRole("navigation")).toBeHidden();
  });
});

test.describe("sharing news", () => {
  test("Bagikan uses the phone's share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      navigator.share = async (data?: ShareData) => {
        shared.push(data ?? {});
      };
    });
    await page.goto("/berita");
    await waitForHydration(page);
    const article = page.getByRole("article").first();
    const title = (await article.getByRole("heading").textContent())!;
    await article.getByRole("button", { name: `Bagikan berita ${title}` }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.title).toBe(title);
    expect(shared[0]!.url).toMatch(/\/berita\/#[a-z0-9-]+$/);
  });

  test("elsewhere it copies the article's address, and a WhatsApp link shares it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no share sheet.
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto("/berita");
    await waitForHydration(page);
    const article = page.getByRole("article").nth(1);
    const title = (await article.getByRole("heading").textContent())!;
    await article.getByRole("button", { name: `Bagikan berita ${title}` }).click();
    await expect(toast(page)).toContainText("Tautan disalin");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/berita/#${(await article.getAttribute("id"))!}$`));

    const whatsapp = new URL((await article.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/");
    expect(whatsapp.searchParams.get("text")).toBe(`${title}\n${copied}`);
  });
});
