import { expect, test } from "@playwright/test";
import { isMobile } from "../../app/lib/contact/links";
import { realSite, waitForPage } from "../support/site";

const { content } = realSite();

test.describe("messages that reach the branch", () => {
  test("every mobile number on the contact page and in the footer has a WhatsApp link with a greeting", async ({
    page,
  }) => {
    const { inbox, phones, emergencyContacts } = content.contact;
    const mobiles = [inbox, ...phones, ...emergencyContacts].filter((phone) => isMobile(phone.number));
    const inFooter = [inbox, ...phones].filter((phone) => isMobile(phone.number));
    await page.goto("/kontak");
    // The page's own numbers (its footer does not repeat them), then the footer's elsewhere.
    const links = page.getByRole("link", { name: /^WhatsApp / });
    await expect(links).toHaveCount(mobiles.length);
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")!));
    await page.goto("/aturan");
    const footerLinks = page.getByRole("contentinfo").getByRole("link", { name: /^WhatsApp / });
    await expect(footerLinks).toHaveCount(inFooter.length);
    hrefs.push(...(await footerLinks.evaluateAll((all) => all.map((link) => link.getAttribute("href")!))));
    for (const href of hrefs) {
      const url = new URL(href);
      expect(url.hostname).toBe("wa.me");
      expect(url.pathname).toMatch(/^\/628\d{8,}$/);
      expect(url.searchParams.get("text")).toMatch(/^Shalom/);
    }
  });
});

test.describe("printing", () => {
  test("rules print with every section open, no navigation, and link addresses shown", async ({ page }) => {
    await page.goto("/aturan");
    await waitForPage(page);
    await page.emulateMedia({ media: "print" });
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    for (const section of await page.locator("main details").all()) {
      await expect(section.locator("li").first()).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("navigation")).toBeHidden();
    await expect(page.getByRole("button", { name: "Unduh AD/ART" })).toBeHidden();
    // A link to a page of the site prints as an address to type: its host and path.
    const internal = page.locator('main a[href^="/"], .preview-line a').first();
    const printed = await internal.evaluate((link) => getComputedStyle(link, "::after").content);
    expect(printed).toContain(new URL(page.url()).host);
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await page.emulateMedia({ media: "screen" });
    await expect(page.locator("main details[open]")).toHaveCount(0);

    await page.goto("/kontak");
    await page.emulateMedia({ media: "print" });
    const email = page.locator("main a[href^='mailto:']").first();
    expect(await email.evaluate((link) => getComputedStyle(link, "::after").content)).toMatch(
      /^" \(" attr\(href\)|mailto:/,
    );
    await expect(page.getByRole("contentinfo").getByRole("navigation")).toBeHidden();
  });
});
