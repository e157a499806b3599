/**
 * An event saved twice by mistake (the same title on the same day) gives
 * two identical cards on the site; the build takes it, since two events may
 * truly share both. So the admin asks before such a save, and the
 * secretary may still go on.
 */
import { formatLongDate } from "~/lib/dates/format";

/** A title as it is compared: case, spaces and punctuation aside ("Natal  uji!" is "natal uji"). */
const comparable = (title: string) =>
  title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

interface Dated {
  title?: unknown;
  date?: unknown;
}

/**
 * The other events ("events/natal-uji.json") with the title and day of
 * `event`, which is (or will be) saved at `path`.
 */
export function sameEvents(files: ReadonlyMap<string, string>, path: string, event: Dated): string[] {
  if (typeof event.title !== "string" || typeof event.date !== "string" || !event.title.trim()) return [];
  const title = comparable(event.title);
  const same: string[] = [];
  for (const [name, text] of files) {
    if (!name.startsWith("events/") || !name.endsWith(".json") || name === path) continue;
    let other: Dated;
    try {
      other = JSON.parse(text) as Dated;
    } catch {
      continue;
    }
    if (other.date === event.date && typeof other.title === "string" && comparable(other.title) === title) {
      same.push(name);
    }
  }
  return same;
}

/** The question before the save, in the secretary's words. */
export function sameEventQuestion(event: { title: string; date: string }, count: number): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(event.date) ? formatLongDate(event.date) : event.date;
  const already = count === 1 ? "Sudah ada kegiatan" : `Sudah ada ${count} kegiatan`;
  return `${already} “${event.title}” pada ${day}. Bila disimpan, situs menampilkan dua kartu yang sama. Tetap simpan kegiatan ini?`;
}
