/**
 * What on the site is still a sample, and the one way the site says so
 * (docs/decisions/0009). The launch list (content/to-confirm.json, "Cek
 * sebelum tayang" in the admin) names, row by row, the content each row
 * covers: a file or folder of content/, or a field in it ("contact.json#inbox",
 * "events", "news#author"), or one of the site's own stand-ins
 * ("situs#lambang"). While a row is open, what it covers is a sample.
 *
 * Every page, component and generated file asks here, by the place of what
 * it shows ("is this a sample?"), and takes its words from here: the line
 * on every page, the note beside a fact, the note in every copy that leaves
 * the site, a title marked in a calendar, the share card's tag. Nothing else
 * reads the launch list (samples.test.ts holds the code to that), so a new
 * row is picked up wherever its content shows, and a new kind of output
 * asks here once.
 */
import type { z } from "zod";
import { fileSchemas, type SiteContent, type ToConfirmItem } from "./schema";

/** The page that lists what is still a sample, while anything is. */
export const PREVIEW_PATH = "/pratinjau";

/**
 * What the site has that is not content but can be a stand-in: its emblem
 * (favicon, icons, the logo search engines are given, the poster), and its
 * address (gmkiwamena.org until the branch has its own).
 */
const SITE_PLACES = { lambang: "lambang situs", alamat: "alamat situs" } as const;

/**
 * A place in the content: a file or folder of content/ ("rules.json",
 * "events"), a field in it, dotted through objects and lists
 * ("contact.json#address.street", "news#author"), or one of the site's own
 * stand-ins ("situs#lambang").
 */
export type Place =
  keyof typeof fileSchemas | `${keyof typeof fileSchemas}#${string}` | `situs#${keyof typeof SITE_PLACES}`;

/**
 * An event, an article, as such: what its title stands for. Asking for the
 * folder ("events") asks whether anything in it is a sample, a field of
 * every entry included ("news#author": the writer's name, not the article).
 */
export const EVENT: Place = "events#title";
export const ARTICLE: Place = "news#title";

type Schema = z.core.$ZodType;

/** The schema inside optional, default, nullable, pipe and an optional field's "" (schema.ts, optional). */
function unwrap(schema: Schema): Schema {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.type === "optional" || def.type === "default" || def.type === "nullable")
    return unwrap(def.innerType as Schema);
  if (def.type === "pipe") return unwrap(def.in as Schema);
  if (def.type === "array") return unwrap(def.element as Schema);
  if (def.type === "union" && !def.discriminator) {
    const values = (def.options as Schema[]).filter(
      (option) => (option._zod.def as unknown as { type: string }).type !== "literal",
    );
    if (values.length === 1) return unwrap(values[0]!);
  }
  return schema;
}

/** The fields of an object schema (every kind's, for a list of blocks of several kinds). */
function fieldsOf(schema: Schema): Record<string, Schema> | undefined {
  const def = unwrap(schema)._zod.def as unknown as Record<string, unknown>;
  if (def.type === "object") return def.shape as Record<string, Schema>;
  if (def.type === "union" && def.discriminator)
    return Object.assign({}, ...(def.options as Schema[]).map((option) => fieldsOf(option) ?? {}));
  return undefined;
}

/** What is wrong with a place a row of the launch list names; null when it names content that exists. */
export function placeProblem(place: string): string | null {
  const [file = "", field] = place.split("#");
  if (file === "situs")
    return field && field in SITE_PLACES
      ? null
      : `"${place}": bagian situs yang dikenal hanya ${Object.keys(SITE_PLACES)
          .map((name) => `situs#${name}`)
          .join(" dan ")}`;
  const schema = (fileSchemas as Record<string, Schema>)[file];
  if (!schema) return `"${place}": tidak ada berkas atau folder "${file}" di content/`;
  let current: Schema = schema;
  for (const name of field ? field.split(".") : []) {
    const next = fieldsOf(current)?.[name];
    if (!next) return `"${place}": ${file} tidak punya kolom "${field}"`;
    current = next;
  }
  return null;
}

/** Whether `place` holds, or is held by, `cover`: "contact.json#address" and "contact.json#address.street". */
function overlaps(place: string, cover: string): boolean {
  const within = (inner: string, outer: string) =>
    inner === outer || inner.startsWith(`${outer}#`) || inner.startsWith(`${outer}.`);
  return within(place, cover) || within(cover, place);
}

/** Something a page or a copy names, by the content it shows: "nomor ini", "kegiatan ini". */
export interface Subject {
  place: Place | readonly Place[];
  what: string;
}

/** The words every note ends with: who will confirm it. */
const UNTIL = "sampai dipastikan pengurus cabang";

const list = new Intl.ListFormat("id", { type: "conjunction" });
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** What the site says is a sample, from the launch list. */
export interface Samples {
  /** Whether any row is open: the site is a preview. */
  readonly preview: boolean;
  /** Whether the content at any of these places is a sample: an open row covers it, or a part of it. */
  has(...places: readonly Place[]): boolean;
  /** The line every page shows under its header, leading to the list; null once nothing is a sample. */
  readonly line: { text: string; href: string; link: string } | null;
  /** /pratinjau's list: every open row in a visitor's words, with the page it shows on. */
  readonly list: { what: string; href?: string }[];
  /**
   * The note beside facts on a page, naming those still samples: "Alamat,
   * nomor, dan surel ini masih contoh sampai dipastikan pengurus cabang."
   * With `reach`, where a message goes, that it may not arrive. Null when
   * none of them is a sample.
   */
  note(subjects: readonly Subject[], options?: { reach?: boolean }): string | null;
  /**
   * The note every copy that leaves the site carries while it is a preview
   * (link previews, share text, feeds, calendars, the poster, a prefilled
   * message): the subjects still samples by name, or, when none is, that
   * part of the site is. Null once every row is confirmed.
   */
  copyNote(subjects?: readonly Subject[]): string | null;
  /** A title as a calendar lists it: "[Contoh] Ibadah Natal" while what it names is a sample. */
  title(title: string, ...places: readonly Place[]): string;
  /**
   * What a message the site writes out for the visitor to send carries
   * under it while where it goes is a sample ("Pratinjau: nomor ini masih
   * contoh …"); null when none of the subjects is one.
   */
  messageNote(subjects: readonly Subject[]): string | null;
  /** A message the site writes out for the visitor to send, with its note under it while it has one. */
  message(text: string, subjects: readonly Subject[]): string;
  /** The tag a picture of the site carries while it is a preview (share cards); null once it is not. */
  readonly tag: { title: string; text: string } | null;
}

/** The launch list, read: what is a sample and how the site says it. */
export function samplesOf({ toConfirm, site }: Pick<SiteContent, "toConfirm" | "site">): Samples {
  const open = unconfirmed(toConfirm);
  const preview = open.length > 0;
  const has = (...places: readonly Place[]) =>
    places.some((place) => open.some((row) => row.covers.some((cover) => overlaps(place, cover))));
  const samplesOfSubjects = (subjects: readonly Subject[]) =>
    subjects
      .filter(({ place }) => has(...(typeof place === "string" ? [place as Place] : (place as readonly Place[]))))
      .map(({ what }) => what);
  // "Sebagian" only where it is so: while most of the list is open, most of the site is a sample.
  const share = open.length * 2 >= toConfirm.length ? "sebagian besar" : "sebagian";
  const copyNote = (subjects: readonly Subject[] = []) => {
    if (!preview) return null;
    const named = samplesOfSubjects(subjects);
    return `Pratinjau: ${named.length > 0 ? list.format(named) : `${share} isi situs ${site.name}`} masih contoh ${UNTIL}.`;
  };
  const messageNote = (subjects: readonly Subject[]) =>
    samplesOfSubjects(subjects).length > 0 ? copyNote(subjects) : null;
  return {
    preview,
    has,
    line: preview
      ? // Two lines at most on a 360 px phone, with its link: who confirms is said on the list.
        { text: `Pratinjau: ${share} isi masih contoh.`, href: PREVIEW_PATH, link: "Lihat daftarnya" }
      : null,
    list: open.map((row) => (row.visitor ? { what: row.visitor.what, href: row.visitor.page } : { what: row.what })),
    note(subjects, { reach = false } = {}) {
      const named = samplesOfSubjects(subjects);
      if (named.length === 0) return null;
      return `${capitalised(list.format(named))} ini masih contoh ${UNTIL}${reach ? ", jadi pesan belum tentu sampai" : ""}.`;
    },
    copyNote,
    title: (title, ...places) => (has(...places) ? `[Contoh] ${title}` : title),
    messageNote,
    message(text, subjects) {
      const note = messageNote(subjects);
      return note ? `${text}\n\n${note}` : text;
    },
    tag: preview ? { title: "PRATINJAU", text: "Masih contoh" } : null,
  };
}

/** What is left to confirm, in the list's order. */
function unconfirmed(items: readonly ToConfirmItem[]): ToConfirmItem[] {
  return items.filter((item) => !item.confirmed);
}

/** The build log's reminder, one line an item; null when everything is confirmed. */
export function toConfirmReminder(items: readonly ToConfirmItem[]): string | null {
  const left = unconfirmed(items);
  if (left.length === 0) return null;
  return [
    `Pengingat: ${left.length} data di situs masih contoh dan belum dipastikan cabang. Situs tetap dibangun. Periksa atau ganti datanya, lalu nyalakan “Sudah benar” di admin, bagian Cek sebelum tayang:`,
    ...left.map((item) => `  - ${item.what} (${item.where})`),
  ].join("\n");
}

/**
 * The title of the deploy's note while the site is a preview (GitHub Actions).
 * @public scripts/build/preview-note.mjs loads it by name through Vite, where knip cannot follow.
 */
export const PREVIEW_TITLE = "Situs tayang sebagai pratinjau";

/**
 * The deploy's note while the site is a preview: what visitors are told,
 * and how it ends. Null when everything is confirmed.
 * @public scripts/build/preview-note.mjs loads it by name through Vite, where knip cannot follow.
 */
export function previewNotice(items: readonly ToConfirmItem[]): string | null {
  const left = unconfirmed(items);
  if (left.length === 0) return null;
  return `${left.length} data di situs masih contoh. Selama itu, mesin pencari tidak memasukkan situs ke hasil pencariannya, dan setiap halaman menulis satu baris bahwa situs ini pratinjau, dengan tautan ke daftar semua yang masih contoh; setiap nomor, alamat, dan angka contoh diberi catatan di sampingnya; umpan berita, berkas kalender, poster kegiatan, pratinjau tautan, dan teks yang dibagikan menyebutnya juga. Semua itu hilang sendiri setelah semua data dinyalakan “Sudah benar” di admin, bagian Cek sebelum tayang.`;
}

/** The same, with what is left, in Markdown for the run's summary page on GitHub. */
export function previewSummary(items: readonly ToConfirmItem[]): string | null {
  const notice = previewNotice(items);
  if (notice === null) return null;
  return [
    `## ${PREVIEW_TITLE}`,
    "",
    `${notice} Yang tersisa:`,
    "",
    ...unconfirmed(items).map((item) => `- ${item.what} (${item.where})`),
    "",
  ].join("\n");
}
