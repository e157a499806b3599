/**
 * Whether the last publish reached the site, at the top of the admin: the
 * latest run of the deploy workflow on main, read from GitHub with the
 * secretary's own sign-in. A failed run is told by the content check's
 * annotation (scripts/build/content-check.mjs), in its own Indonesian
 * words. On a laptop (`npm run admin`) the admin edits a local copy and
 * says so.
 */
import { collections, mediaFolder } from "~/content/cms";
import { ANNOTATION_TITLE } from "../scripts/build/annotation.mjs";

export type SiteStatus =
  | { state: "updated"; at: Date }
  | { state: "updating" }
  | { state: "failed"; message: string; href: string }
  | { state: "unknown"; href?: string }
  | { state: "local" };

const WORKFLOW = "deploy.yml";

interface Run {
  status: string;
  conclusion: string | null;
  head_sha: string;
  updated_at: string;
  html_url: string;
  jobs_url: string;
}

/** Reads the deploy's state through the GitHub API; `request` is fetch, or a test's stand-in. */
export async function readSiteStatus(repo: string, token: string, request: typeof fetch = fetch): Promise<SiteStatus> {
  const api = async <T>(url: string): Promise<T> => {
    const response = await request(url.startsWith("https:") ? url : `https://api.github.com/repos/${repo}/${url}`, {
      headers: { Accept: "application/vnd.github+json", Authorization: `token ${token}` },
    });
    if (!response.ok) throw new Error(`GitHub ${response.status}`);
    return (await response.json()) as T;
  };
  const [{ workflow_runs: runs }, commit] = await Promise.all([
    api<{ workflow_runs: Run[] }>(`actions/workflows/${WORKFLOW}/runs?branch=main&per_page=1`),
    api<{ sha: string }>("commits/main"),
  ]);
  const run = runs[0];
  if (!run) return { state: "unknown" };
  // The latest save not yet picked up, or its run still going.
  if (run.head_sha !== commit.sha || run.status !== "completed") return { state: "updating" };
  if (run.conclusion === "success") return { state: "updated", at: new Date(run.updated_at) };
  const { jobs } = await api<{ jobs: { id: number; conclusion: string | null }[] }>(run.jobs_url);
  for (const job of jobs.filter((candidate) => candidate.conclusion === "failure")) {
    const annotations = await api<{ title: string | null; message: string }[]>(`check-runs/${job.id}/annotations`);
    const content = annotations.find((annotation) => annotation.title === ANNOTATION_TITLE);
    if (content) return { state: "failed", message: content.message, href: run.html_url };
  }
  return { state: "unknown", href: run.html_url };
}

const ago = new Intl.RelativeTimeFormat("id", { numeric: "auto" });

/** "5 menit yang lalu", "kemarin": how long ago, in the largest fitting unit. */
export function timeAgo(at: Date, now: Date): string {
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  if (minutes > -1) return "baru saja";
  if (minutes > -60) return ago.format(minutes, "minute");
  if (minutes > -60 * 24) return ago.format(Math.round(minutes / 60), "hour");
  return ago.format(Math.round(minutes / 60 / 24), "day");
}

/** Where a content file is edited in the admin: "Kegiatan", "Organisasi › Pengurus"; undefined for another file. */
function placeInAdmin(file: string): string | undefined {
  // An uploaded photo is registered in the Foto collection.
  if (file.startsWith(`${mediaFolder}/`)) return collections.find((collection) => collection.name === "foto")?.label;
  for (const collection of collections) {
    if (collection.folder && file.startsWith(`${collection.folder}/`)) return collection.label;
    const named = collection.files?.find((candidate) => candidate.file === file);
    if (named) return `${collection.label} › ${named.label}`;
  }
  return undefined;
}

/**
 * The problems in the content check's message (app/content/check.ts,
 * formatProblems: a line "  - <file>, <entry>, kolom …: <what>" each), each
 * named by where the secretary edits it instead of its file; the message's
 * other lines (what the headline says already, the guide's path) left out.
 */
export function problemsInAdmin(message: string): string[] {
  return message.split("\n").flatMap((line) => {
    const match = /^\s*- (\S+?)(, |: )(.*)$/.exec(line);
    if (!match) return [];
    const [, file = "", separator = "", rest = ""] = match;
    const place = placeInAdmin(file);
    return [place ? `${place}${separator}${rest}` : rest];
  });
}

/** How many problems the panel lists; the rest are counted (the run's record has them all). */
const LISTED = 3;

/** What the panel says for a state: its headline, and what to do. */
function statusWords(status: SiteStatus, now: Date): { title: string; detail?: string } {
  switch (status.state) {
    case "updated":
      return { title: `Situs diperbarui ${timeAgo(status.at, now)}.` };
    case "updating":
      return {
        title: "Sedang diperbarui…",
        detail: "Perubahan terakhir sedang dipasang di situs; biasanya 3 sampai 5 menit.",
      };
    case "failed": {
      const problems = problemsInAdmin(status.message);
      const more = problems.length - LISTED;
      return {
        title: "Belum diperbarui: ada isi yang belum benar.",
        detail: [
          ...problems.slice(0, LISTED).map((problem) => `• ${problem}`),
          ...(more > 0 ? [`• dan ${more} masalah lain (lihat catatan pembaruan)`] : []),
          "Pengunjung tetap melihat versi terakhir yang benar. Perbaiki yang disebut, lalu terbitkan lagi; bila tidak jelas apa yang salah, hubungi pengelola situs.",
        ]
          .map((line) => `\n${line}`)
          .join(""),
      };
    }
    case "unknown":
      return {
        title: "Belum diperbarui, karena masalah teknis.",
        detail: "Isinya tidak salah. Beri tahu pengelola situs; tautan di bawah menunjukkan catatannya.",
      };
    case "local":
      return {
        title: "Ini salinan di komputer ini.",
        detail: "Perubahan tersimpan di sini saja; situs berubah setelah salinan ini dikirim (git push) ke GitHub.",
      };
  }
}

/** Shows `status` in `panel`: a headline, what to do, and the run's record where there is one. */
export function showSiteStatus(panel: HTMLElement, status: SiteStatus, now = new Date()): void {
  const { title, detail } = statusWords(status, now);
  panel.dataset.state = status.state;
  const strong = document.createElement("strong");
  strong.textContent = title;
  const parts: Node[] = [strong];
  if (detail) {
    const text = document.createElement("span");
    text.textContent = ` ${detail}`;
    parts.push(text);
  }
  if ("href" in status && status.href) {
    const link = document.createElement("a");
    link.href = status.href;
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = " Lihat catatan pembaruan";
    parts.push(link);
  }
  panel.replaceChildren(...parts);
}

const isLocal = () => ["localhost", "127.0.0.1"].includes(location.hostname);

/** The GitHub sign-in Decap keeps (its LocalStorageAuthStore). */
function signedInToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem("decap-cms-user") ?? "null") as { token?: string } | null;
    return user?.token;
  } catch {
    return undefined;
  }
}

/**
 * Puts the panel at the top of the admin and keeps it current: once a
 * minute while the admin is in view, and "Sedang diperbarui…" at once after
 * a save (`saved`).
 */
export function startSiteStatus(repo: string): { saved(): void } {
  const panel = document.createElement("div");
  panel.id = "status-situs";
  panel.setAttribute("role", "status");
  panel.hidden = true;
  document.body.prepend(panel);
  // Decap's editor covers the page from its top; narrow.css starts it below
  // the panel, by this height, so the state shows while editing too.
  new ResizeObserver(() =>
    document.documentElement.style.setProperty("--site-status-height", `${panel.offsetHeight}px`),
  ).observe(panel);
  const refresh = async () => {
    if (isLocal()) return showSiteStatus(panel, { state: "local" });
    const token = signedInToken();
    panel.hidden = !token;
    if (!token || document.visibilityState !== "visible") return;
    try {
      showSiteStatus(panel, await readSiteStatus(repo, token));
    } catch {
      // Offline, or GitHub busy: the last state stays; the next minute tries again.
    }
  };
  if (isLocal()) panel.hidden = false;
  void refresh();
  setInterval(() => void refresh(), 60_000);
  document.addEventListener("visibilitychange", () => void refresh());
  return {
    saved() {
      if (isLocal()) return;
      showSiteStatus(panel, { state: "updating" });
      setTimeout(() => void refresh(), 20_000);
    },
  };
}
