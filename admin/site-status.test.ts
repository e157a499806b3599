import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { annotation } from "../scripts/build/content-check.mjs";
import { formatProblems } from "~/content/check";
import { problemsInAdmin, readSiteStatus, showSiteStatus, timeAgo, type SiteStatus } from "./site-status";

const REPO = "gmki-wamena/gmki-wamena";
const NOW = new Date("2027-03-01T03:00:00Z");
const CONTENT_MESSAGE =
  'Konten situs belum benar (1 masalah), jadi situs belum diperbarui; pengunjung tetap melihat versi terakhir yang benar. Perbaiki:\n  - content/board.json, Pengurus sekarang, kolom "Periode": harus dua tahun dipisah tanda pisah, mis. "2025–2027"';

/** GitHub's API as the admin meets it, answering from `routes`; anything else is a 404. */
function github(routes: Record<string, unknown>): { request: typeof fetch; asked: string[] } {
  const asked: string[] = [];
  const request = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    expect(new Headers(init?.headers).get("Authorization")).toBe("token rahasia");
    const path = url.replace(`https://api.github.com/repos/${REPO}/`, "");
    const key = Object.keys(routes).find((route) => path.startsWith(route));
    return key ? Response.json(routes[key]) : new Response("{}", { status: 404 });
  }) as typeof fetch;
  return { request, asked };
}

const run = (fields: Partial<Record<string, unknown>>) => ({
  workflow_runs: [
    {
      status: "completed",
      conclusion: "success",
      head_sha: "abc",
      updated_at: "2027-03-01T02:50:00Z",
      html_url: "https://github.com/gmki-wamena/gmki-wamena/actions/runs/7",
      jobs_url: `https://api.github.com/repos/${REPO}/actions/runs/7/jobs`,
      ...fields,
    },
  ],
});

function shown(status: SiteStatus) {
  const panel = document.createElement("div");
  panel.setAttribute("role", "status");
  document.body.append(panel);
  showSiteStatus(panel, status, NOW);
  return screen.getByRole("status");
}

afterEach(() => document.body.replaceChildren());

describe("the site's state at the top of the admin, read from GitHub", () => {
  it("updated: the latest save is on the site, and since when", async () => {
    const { request } = github({ "actions/workflows/deploy.yml/runs": run({}), "commits/main": { sha: "abc" } });
    const status = await readSiteStatus(REPO, "rahasia", request);
    expect(status).toEqual({ state: "updated", at: new Date("2027-03-01T02:50:00Z") });
    expect(shown(status)).toHaveTextContent(/^Situs diperbarui 10 menit yang lalu\.$/);
  });

  it("updating: the run is going, or has not yet picked up the latest save", async () => {
    const going = github({
      "actions/workflows": run({ status: "in_progress", conclusion: null }),
      "commits/main": { sha: "abc" },
    });
    expect(await readSiteStatus(REPO, "rahasia", going.request)).toEqual({ state: "updating" });
    const waiting = github({ "actions/workflows": run({}), "commits/main": { sha: "def" } });
    const status = await readSiteStatus(REPO, "rahasia", waiting.request);
    expect(status).toEqual({ state: "updating" });
    expect(shown(status)).toHaveTextContent(/^Sedang diperbarui… Perubahan terakhir sedang dipasang/);
  });

  it("failed: the content check's own words, from the run's annotation, and what to do", async () => {
    // What the workflow command turns into, as GitHub answers it.
    const written = annotation(CONTENT_MESSAGE).replace(/^::error title=([^:]+)::/, "");
    const message = decodeURIComponent(written);
    const { request } = github({
      "actions/workflows": run({ conclusion: "failure" }),
      "commits/main": { sha: "abc" },
      "actions/runs/7/jobs": {
        jobs: [
          { id: 41, conclusion: "success" },
          { id: 42, conclusion: "failure" },
        ],
      },
      "check-runs/42/annotations": [
        { title: "Process completed with exit code 1.", message: "Process completed with exit code 1." },
        { title: "Konten situs belum benar", message },
      ],
    });
    const status = await readSiteStatus(REPO, "rahasia", request);
    expect(status).toEqual({ state: "failed", message: CONTENT_MESSAGE, href: expect.stringMatching(/runs\/7$/) });
    const panel = shown(status);
    // One headline, the problem where the secretary edits it, what to do; no file, no sentence twice.
    expect(panel).toHaveTextContent(
      /^Belum diperbarui: ada isi yang belum benar\. • Organisasi › Pengurus, Pengurus sekarang, kolom "Periode": harus dua tahun/,
    );
    expect(panel).toHaveTextContent(
      /Perbaiki yang disebut, lalu terbitkan lagi; bila tidak jelas apa yang salah, hubungi pengelola situs\./,
    );
    expect(panel).not.toHaveTextContent(/content\/|\.json|\.md|Konten situs belum benar/);
    expect(panel.textContent?.match(/versi terakhir yang benar/g)).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Lihat catatan pembaruan" })).toHaveAttribute(
      "href",
      status.state === "failed" ? status.href : "",
    );
  });

  it("failed: each problem of the check's message named by its place in the admin; past three, counted", () => {
    const problem = (file: string, entry: string, field: string) => ({ file, entry, field, message: "salah" });
    const message = formatProblems([
      problem("content/events/natal-uji.json", '"Natal Uji"', "Tanggal"),
      problem("content/site.json", "", ""),
      problem("content/photos/x.jpg", "", ""),
      problem("content/news/a.json", '"A"', "Judul"),
      problem("content/news/b.json", '"B"', "Judul"),
    ]);
    expect(problemsInAdmin(message)).toEqual([
      'Kegiatan, "Natal Uji", kolom "Tanggal": salah',
      "Halaman dan kontak › Identitas situs: salah",
      "Foto: salah",
      'Berita, "A", kolom "Judul": salah',
      'Berita, "B", kolom "Judul": salah',
    ]);
    const panel = shown({ state: "failed", message, href: "https://github.com/x/y/actions/runs/7" });
    expect(panel).toHaveTextContent(/• dan 2 masalah lain \(lihat catatan pembaruan\)/);
    expect(panel).not.toHaveTextContent(/Berita, "A"/);
  });

  it("failed for another reason: says it is not the content, and where the record is", async () => {
    const { request } = github({
      "actions/workflows": run({ conclusion: "failure" }),
      "commits/main": { sha: "abc" },
      "actions/runs/7/jobs": { jobs: [{ id: 42, conclusion: "failure" }] },
      "check-runs/42/annotations": [{ title: null, message: "Process completed with exit code 1." }],
    });
    const status = await readSiteStatus(REPO, "rahasia", request);
    expect(status.state).toBe("unknown");
    expect(shown(status)).toHaveTextContent(/^Belum diperbarui, karena masalah teknis\. Isinya tidak salah\./);
  });

  it("on a laptop: says plainly that it is the local copy", () => {
    expect(shown({ state: "local" })).toHaveTextContent(/^Ini salinan di komputer ini\./);
  });

  it("tells time the Indonesian way", () => {
    expect(timeAgo(new Date("2027-03-01T02:59:40Z"), NOW)).toBe("baru saja");
    expect(timeAgo(new Date("2027-03-01T01:00:00Z"), NOW)).toBe("2 jam yang lalu");
    expect(timeAgo(new Date("2027-02-28T03:00:00Z"), NOW)).toBe("kemarin");
  });
});
