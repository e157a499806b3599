import { expect, test } from "@playwright/test";
import { samplesOf } from "../../app/content/samples";
import { collectErrors, realSite, toasts, waitForPage } from "../support/site";

const site = realSite();
const samples = samplesOf(site.content);

test.describe("/kegiatan", () => {
  test("three tabs, upcoming selected; by click and arrow keys; Hubungi Kami leads to the contact page", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/kegiatan");
    await waitForPage(page);
    await expect(page.getByRole("tab")).toHaveText([/Akan Datang/, /Telah Berlalu/, /Program Rutin/]);
    await expect(page.getByRole("tab", { name: "Akan Datang" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("tab", { name: "Telah Berlalu" }).click();
    await expect(page.getByRole("tabpanel", { name: "Telah Berlalu" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Akan Datang" })).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Program Rutin" })).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Program Rutin" }).getByRole("article")).toHaveCount(
      site.content.programs.length,
    );

    // On a 360 px phone the three tabs share the width, a label on two lines at most, none scrolled away.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const tab of await page.getByRole("tab").all())
      expect((await tab.boundingBox())!.height).toBeLessThanOrEqual(52);
    await expect
      .poll(() => page.getByRole("tablist").evaluate((list) => list.scrollWidth - list.clientWidth))
      .toBeLessThanOrEqual(0);

    // The contact page exists: a link to it, not the spec's "not yet" notice.
    await page.getByRole("main").getByRole("link", { name: "Hubungi Kami" }).click();
    await expect(page).toHaveURL(/\/kontak\/?$/);
    expect(errors).toEqual([]);
  });

  test("without JavaScript: no tabs, every panel under its heading, upcoming as of the build day", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/kegiatan");
    await expect(page.getByRole("tab")).toHaveCount(0);
    for (const name of ["Akan Datang", "Telah Berlalu", "Program Rutin"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const upcoming = page.getByRole("tabpanel", { name: "Akan Datang" });
    await expect(upcoming.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(site.upcomingTitles);
    await context.close();
  });
});

test.describe("/aturan", () => {
  test("the AD/ART and Peraturan Cabang: a link to each uploaded PDF with its size, a way to ask for the others", async ({
    page,
    request,
  }) => {
    await page.goto("/aturan");
    const { documents } = site.content;
    for (const [kind, label] of [
      ["ad-art", "AD/ART"],
      ["peraturan-cabang", "Peraturan Cabang"],
    ] as const) {
      const link = page.getByRole("link", { name: new RegExp(`^Unduh ${label}`) });
      if (documents.some((document) => document.kind === kind)) {
        await expect(link).toContainText(/PDF, [\d,]+ (KB|MB)/);
        const file = await request.get((await link.getAttribute("href"))!);
        expect(file.headers()["content-type"]).toBe("application/pdf");
      } else {
        await expect(link).toHaveCount(0);
        await expect(page.getByText(new RegExp(`Salinan .*${label}.* dapat diminta di sekretariat`))).toBeVisible();
      }
    }
    await expect(page.getByText(/segera tersedia/)).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  });
});

test.describe("/kontak", () => {
  test("info cards: address, every phone, e-mail, office hours and the reply promise; social links and emergency contacts", async ({
    page,
  }) => {
    const { contact } = site.content;
    await page.goto("/kontak");
    const main = page.locator("main");
    await expect(main).toContainText(contact.address.street);
    const phones = [contact.inbox, ...contact.phones, ...contact.emergencyContacts];
    for (const phone of phones) await expect(main.getByRole("link", { name: phone.number }).first()).toBeVisible();
    await expect(main.locator(`a[href="mailto:${contact.email}"]`).first()).toBeVisible();
    for (const slot of contact.officeHours) await expect(main).toContainText(`${slot.days}: ${slot.hours}`);
    // The branch's own promise of a reply, once it is confirmed; until then, none.
    if (samples.has("contact.json#replyTime")) await expect(main).not.toContainText(contact.replyTime);
    else await expect(main).toContainText(contact.replyTime);
    await expect(page.getByRole("heading", { name: "Kontak darurat" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Media sosial" }).first().getByRole("link")).toHaveCount(
      contact.social.length,
    );
  });

  test("the form checks its fields, writes the message out for the visitor's app, and confirms only when told it went", async ({
    page,
    context,
  }) => {
    // The apps' addresses answered here: the test reaches no other host.
    await context.route(/^https:\/\/wa\.me\//, (route) =>
      route.fulfill({ contentType: "text/plain", body: "WhatsApp" }),
    );
    await page.goto("/kontak");
    await waitForPage(page);
    const whatsapp = page.getByRole("button", { name: "Kirim lewat WhatsApp" });
    const popups: string[] = [];
    context.on("page", (popup) => void popups.push(popup.url()));
    // Nothing written: each field says what it lacks, in Indonesian, under it.
    await whatsapp.click();
    await expect(page.getByLabel("Nama")).toHaveAccessibleDescription("Tulis nama Anda.");
    await expect(page.getByLabel("Nama")).toBeFocused();

    await page.getByLabel("Nama").fill("Yohana <script>alert('x')</script> 🙏");
    await page.getByLabel("Surel").fill("yohana");
    await page.getByLabel("Perihal").fill("Bergabung");
    await page.getByLabel("Pesan", { exact: true }).fill("1+1=2 & 50% café – “kutip” 🙏");
    await whatsapp.click();
    await expect(page.getByLabel("Surel")).toHaveAccessibleDescription(/Alamat surel belum benar/);
    await expect(page.getByText("Sudah terkirim?")).toBeHidden();
    expect(popups).toEqual([]);

    // While the number or the address is a sample, the form says so before anything is sent.
    const { contact } = site.content;
    const sample = samples.has("contact.json#inbox", "contact.json#email");
    await expect(
      page.locator("form").getByText(/masih contoh sampai dipastikan pengurus cabang, jadi pesan belum tentu/),
    ).toHaveCount(sample ? 1 : 0);

    await page.getByLabel("Surel").fill("yohana@contoh.id");
    const popup = context.waitForEvent("page");
    await whatsapp.click();
    // One tap: WhatsApp opens with the message written out, as text; nothing claims it was sent.
    const opened = await popup;
    expect(new URL(opened.url()).searchParams.get("text")).toContain("1+1=2 & 50% café – “kutip” 🙏");
    await opened.close();
    await expect(page.getByText("Sudah terkirim?")).toBeVisible();
    await expect(page.getByText("Pesan Terkirim!")).toHaveCount(0);
    await page.getByRole("button", { name: "Ya, sudah terkirim" }).click();

    const toast = toasts(page);
    if (sample) await expect(toast).toContainText("Pesan dikirim dari aplikasi Anda");
    else {
      await expect(toast).toContainText("Pesan Terkirim!");
      if (!samples.has("contact.json#replyTime")) await expect(toast).toContainText(contact.replyTime);
    }
    await expect(toast).not.toContainText("<script>");
    for (const label of ["Nama", "Surel", "Perihal", "Pesan"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
  });

  test("the map loads only when asked for, with a title, lazily, without referrer", async ({ page }) => {
    const outside: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    await page.goto("/kontak");
    await waitForPage(page);
    await page.getByRole("heading", { name: "Lokasi sekretariat" }).scrollIntoViewIfNeeded();
    expect(outside).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    const { latitude } = site.content.contact.coordinates;
    const mapsLink = page.getByRole("link", { name: /Buka di Google Maps/ });
    await expect(mapsLink).toHaveAttribute(
      "href",
      new RegExp(`^https://www\\.google\\.com/maps/search/\\?api=1&query=${latitude}%2C`),
    );
    await expect(mapsLink).toHaveAttribute("rel", "noopener noreferrer");

    await page.getByRole("button", { name: "Tampilkan Peta" }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("title", /Peta lokasi sekretariat/);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  });
});
