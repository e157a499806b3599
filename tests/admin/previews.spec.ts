/**
 * Stored XSS in Decap's preview (GHSA-xp8g-32qh-mv28), checked against the
 * pinned version: hostile values written into the repository (as anyone who
 * can push could) run nothing when the secretary opens the entry and its
 * preview shows, in each preview the admin registers (admin/previews.tsx)
 * and in Decap's own for the rest (docs/decisions/0013-admin-decap-internals.md).
 */
import { expect, test, type Page } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PATIENCE } from "../support/patience.mjs";
import { fixtureRepo, localBackend, openAdmin, releaseRoutes } from "./support";

test.describe.configure({ mode: "default", timeout: 5 * PATIENCE });

const repo = fixtureRepo();
const backend = localBackend(repo);
releaseRoutes();

/** Markup that runs if it is ever put into the page as HTML; it marks the admin's window. */
const HOSTILE = `"><img src=x onerror="top.__xss='img'"><script>top.__xss='script'</script><svg onload="top.__xss='svg'">`;
/** An address that runs if it is ever followed or loaded. */
const SCRIPT_URL = "javascript:top.__xss='href'//";

function write(path: string, json: unknown) {
  writeFileSync(join(repo.dir, "content", path), `${JSON.stringify(json, null, 2)}\n`);
}

const event = {
  title: `Ibadah ${HOSTILE}`,
  date: "2026-05-02",
  startTime: "14.00",
  location: HOSTILE,
  participants: 10,
  category: "Kerohanian",
  description: HOSTILE,
  registrationUrl: SCRIPT_URL,
  image: `${SCRIPT_URL}.jpg`,
  imageAlt: HOSTILE,
};
const article = {
  category: "berita",
  title: `Laporan ${HOSTILE}`,
  author: HOSTILE,
  date: "2026-03-12",
  excerpt: HOSTILE,
  body: [
    { type: "paragraf", text: `${HOSTILE} [tautan](${SCRIPT_URL}) **${HOSTILE}**` },
    { type: "subjudul", text: HOSTILE },
    { type: "daftar", items: [HOSTILE, `[tautan](${SCRIPT_URL})`] },
    { type: "foto", image: `${SCRIPT_URL}.png`, caption: HOSTILE },
  ],
};
const document = {
  title: `Peraturan ${HOSTILE}`,
  description: HOSTILE,
  date: "2026-02-01",
  kind: "peraturan-cabang",
  file: `${SCRIPT_URL}.pdf`,
};

/**
 * Opens an entry with its preview beside the form, signed in already or not
 * (a page of its own each: Decap draws an editor reached from another anew
 * only through a list); nothing may have run, and the hostile text shows as text.
 */
async function previewRunsNothing(page: Page, hash: string, shown: string) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (page.url().includes("/admin/")) {
    await page.goto("about:blank");
    await page.goto(`admin/${hash}`);
  } else await openAdmin(page, backend.port, hash);
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByText(shown, { exact: false }).first()).toBeVisible();
  // Links in the preview are followed too, where there are any.
  for (const link of await preview.locator("a[href]").all()) await link.click({ force: true, noWaitAfter: true });
  await expect.poll(() => page.evaluate(() => (window as { __xss?: string }).__xss ?? "none")).toBe("none");
  expect(dialogs).toEqual([]);
}

test("an event, an article and a document with hostile values: their previews run nothing", async ({ page }) => {
  write("events/uji-xss.json", event);
  write("news/uji-xss.json", article);
  write("documents/uji-xss.json", document);
  repo.git("add", "-A");
  repo.git("commit", "-q", "-m", "Isi bermusuhan");
  await previewRunsNothing(page, "#/collections/kegiatan/entries/uji-xss", 'Ibadah "><img');
  await previewRunsNothing(page, "#/collections/berita/entries/uji-xss", 'Laporan "><img');
  await previewRunsNothing(page, "#/collections/dokumen/entries/uji-xss", 'Peraturan "><img');
});

test("the board, the komisariat and a page's text with hostile values: their previews run nothing", async ({
  page,
}) => {
  const board = repo.readJson("content/board.json");
  board.current.chair.name = HOSTILE;
  board.current.period = HOSTILE;
  write("board.json", board);
  const branches = repo.readJson("content/branches.json");
  branches.branches[0].name = `Komisariat ${HOSTILE}`;
  branches.branches[0].coordinatorPhone = SCRIPT_URL;
  branches.branches[0].meeting.place = HOSTILE;
  write("branches.json", branches);
  const contact = repo.readJson("content/contact.json");
  contact.address.street = `Jalan ${HOSTILE}`;
  write("contact.json", contact);
  repo.git("add", "-A");
  repo.git("commit", "-q", "-m", "Isi bermusuhan");
  await previewRunsNothing(page, "#/collections/organisasi/entries/pengurus", 'Pengurus Harian "><img');
  await previewRunsNothing(page, "#/collections/organisasi/entries/komisariat", 'Komisariat "><img');
  // A file without a preview of the admin's own: Decap's, field by field.
  await previewRunsNothing(page, "#/collections/halaman/entries/kontak", 'Jalan "><img');
});
